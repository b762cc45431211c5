import Modes
import PlistKit
import Testing
import TerminalKit
import TestSupport
@testable import GameCore

/// The launcher's tabs with the mode list as it is, and with a mode more: every tab a name a
/// player reads at 80 columns (the launcher's tabs get 76), never a mode's id.
struct LauncherTabTests {
  /// A fourth mode, titled as a plugin author would.
  struct QuizMode: GameMode {
    var id: String { "truefalse" }
    var title: String { "真假题 True or false" }
    var summary: String { "a statement, true or false" }
    var dataShape: DataShape { DataShape(required: ["statement", "answer"]) }
    func check(_ pack: Pack, pictures: (any PictureChecker)?) -> PackCheck { PackCheck(itemCount: 0, diagnostics: []) }
    func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program { throw .pack(pack.path, reason: "unused") }
  }

  @Test("the tabs name every mode", arguments: [40, 60, 76, 116])
  func everyTabIsNamed(width: Int) {
    for modes in [allModes, ModeRegistry(allModes.modes + [QuizMode()])] {
      let titles = LauncherProgram.tabTitles(modes: modes, width: width)
      #expect(titles.count == modes.modes.count + 1)
      let ids = Set(modes.modes.map(\.id))
      #expect(!titles.contains { ids.contains($0) }, "\(width): \(titles)")
      let needed = titles.map { DisplayWidth.of($0) + 2 }.reduce(0, +) + titles.count - 1
      #expect(needed <= width, "\(width): \(titles)")
    }
    #expect(LauncherProgram.tabTitles(modes: ModeRegistry(allModes.modes + [QuizMode()]), width: 76)
      == ["全部", "超级猜图", "应用管理", "爱鲜蜂", "真假题"])
  }
}
