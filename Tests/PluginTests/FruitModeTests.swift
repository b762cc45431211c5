import Foundation
import GameCore
@testable import Runner
import PlistKit
import Testing
import TerminalKit
import TestSupport

/// The mode docs/plugins.md shows, tested the three ways the guide tells a mode author to:
/// its rules as values, its screen as text, and a script through the front end.
struct FruitModeTests {
  let folder = TemporaryFolder()
  let modes = ModeRegistry([FruitMode()])

  func basket(_ body: String) throws -> Pack {
    folder.write("basket/fruit.plist", xmlPlist("<array>\n\(body)\n</array>"))
    return try PackLoader(modes: modes).open(folder.url("basket"))
  }

  @Test func lintReportsARuleOfTheModelAndARuleOfTheModeForEveryFruit() throws {
    let pack = try basket("""
      <dict><key>fruit</key><string>apple</string><key>sweetness</key><integer>12</integer></dict>
      <dict><key>fruit</key><string></string></dict>
      <dict><key>fruit</key><string>fig</string><key>colour</key><string>purple</string></dict>
      <dict><key>fruit</key><string>lime</string><key>sweetness</key><integer>-1</integer></dict>
      """)
    let check = FruitMode().check(pack)
    #expect(check.itemCount == 4)
    #expect(check.diagnostics.map(\.description) == [
      "\(pack.dataPath):6: error: [1].fruit: must not be empty",
      "\(pack.dataPath):7: warning: [2].colour: unknown key \"colour\" is ignored",
      "\(pack.dataPath):5: warning: [0].sweetness: must be from 0 to 10, found 12",
      "\(pack.dataPath):8: warning: [3].sweetness: must be from 0 to 10, found -1",
    ])
  }

  @Test("the basket's rules", arguments: [
    ([BasketAction.eat], 0, [0], [BasketEffect.save]),
    ([.next, .next, .next, .eat], 2, [2], [.save]),
    ([.eat, .eat], 0, [0], []),
    ([.previous, .next, .previous], 0, [], []),
  ])
  func rules(actions: [BasketAction], selected: Int, eaten: [Int], lastEffects: [BasketEffect]) throws {
    var state = BasketState(fruit: try ["apple", "fig", "lime"].map { try Fruit(plist: .dictionary(PlistDictionary([("fruit", .string($0))]))) })
    var effects: [BasketEffect] = []
    for action in actions { effects = state.reduce(action) }
    #expect(state.selected == selected)
    #expect(state.eatenIndices == eaten)
    #expect(effects == lastEffects)
  }

  @Test func aScriptPlaysItThroughTheFrontEnd() throws {
    let pack = try basket("<dict><key>fruit</key><string>apple</string></dict>\n<dict><key>fruit</key><string>fig</string><key>sweetness</key><integer>9</integer></dict>")
    let context = PlayContext(saves: MemorySaves().store, pictures: PlaceholderPictures(), frontEnd: .script)
    var runner = ScriptRunner(program: try FruitMode().makeProgram(for: pack, context: context))
    let out = ["key down", "eat", "key up", "key enter", "fly", "key esc"].compactMap { runner.run(line: $0) }
    #expect(out == [
      #"{"program":"fruit","selected":"fig","eaten":[]}"#,
      #"{"program":"fruit","selected":"fig","eaten":["fig"]}"#,
      #"{"program":"fruit","selected":"apple","eaten":["fig"]}"#,
      #"{"program":"fruit","selected":"apple","eaten":["apple","fig"]}"#,
      #"{"error":"unknown command 'fly' (commands: eat, key, type, click, wait, state)"}"#,
      #"{"program":null}"#,
    ])
  }

  @Test func whatIsEatenIsSavedAndComesBack() throws {
    let pack = try basket("<dict><key>fruit</key><string>apple</string></dict>\n<dict><key>fruit</key><string>fig</string></dict>")
    let saves = MemorySaves()
    let context = PlayContext(saves: saves.store, pictures: PlaceholderPictures())
    var program = try FruitMode().makeProgram(for: pack, context: context)
    _ = program.handle(.key(.down), now: 0)
    #expect(program.handle(.key(.enter), now: 0) == .continue)
    let reopened = try FruitMode().makeProgram(for: pack, context: context)
    var buffer = CellBuffer(size: Size(columns: 30, rows: 5))
    reopened.draw(into: &buffer)
    #expect(buffer.lines == [" basket", "", " > apple            5/10", "   fig              eaten", " [↑↓] choose  [?] Keys"])
    #expect(program.handle(.key(.character("?")), now: 0) == .ignored)
    #expect(FruitMode().progressSummary(for: pack, saves: saves.store) == "1 eaten")
  }

  /// `arcade new fruit NAME` writes the mode's own starter pack, which lints clean; a mode
  /// without one, or no mode, is refused with what to choose.
  @Test func arcadeNewWritesTheModesStarterPack() {
    var out: [String] = [], err: [String] = []
    let arcade = Arcade(console: Console(out: { out.append($0) }, err: { err.append($0) }),
                        environment: ["HOME": folder.path, "ARCADE_DATA": folder.url("none")], executablePath: "/nowhere/arcade",
                        currentDirectory: folder.path, modes: ModeRegistry([FruitMode(), PlainMode()]))
    let mine = folder.url("mine")
    #expect(arcade.run(["new", "fruit", mine]) == .success)
    #expect(out == ["Wrote a fruit pack to \(mine): edit \(mine)/fruit.plist, then arcade lint \(mine) and arcade play \(mine)"])
    #expect(arcade.run(["lint", mine]) == .success)
    #expect(out.last == "1 pack checked: 0 errors, 0 warnings")
    // A mode without pictures gets no folder and no key for them.
    #expect(PathSafety.contents(of: mine).sorted() == ["fruit.plist", "pack.plist"])
    #expect(!String(decoding: (try? FileBytes.contents(of: mine + "/pack.plist")) ?? [], as: UTF8.self).contains("pictures"))
    #expect(arcade.run(["new", "plain", folder.url("other")]) == .usage)
    #expect(err.last == "Error: the plain mode writes no starter pack (its GameMode gives no starterPack(named:)): choose one of fruit")
    #expect(arcade.run(["new", "flashcards", folder.url("other")]) == .usage)
    #expect(err.last == "Error: there is no mode \"flashcards\": choose one of fruit")
  }

  @Test func theTerminalKitCallsOfTheGuideDrawWhatTheySay() {
    var buffer = CellBuffer(size: Size(columns: 40, rows: 6))
    let state = drawWithTerminalKit(into: &buffer)
    #expect(buffer.lines == [" Basket", "a very lo…                    苹果 apple", "red                 eat one a day, the", "███░░░░  50%        sweetest last", "",
                             " [Enter] eat  [Esc] leave  [?] Keys"])
    #expect(state.text == #"{"fruit":"apple","sweetness":5,"ripe":true,"eaten":[],"note":null}"#)
  }

  @Test func everySwiftBlockOfThePluginGuideIsThisModesCode() throws {
    let guide = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/plugins.md"), as: UTF8.self)
    let code = try ["Fruit.swift", "FruitMode.swift", "FruitProgram.swift", "FruitExtras.swift", "TerminalKitCalls.swift"].map {
      String(decoding: try FileBytes.contents(of: packageRoot + "/Tests/PluginTests/Fruit/" + $0), as: UTF8.self)
    }.joined(separator: "\n")
    var blocks: [String] = []
    var current: [Substring]?
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" { current = [] } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else { current?.append(line) }
    }
    #expect(blocks.count >= 4)
    for block in blocks { #expect(code.contains(block), "not in Tests/PluginTests/Fruit:\n\(block)") }
  }
}

/// A mode that writes no starter pack, for `arcade new`'s refusal.
private struct PlainMode: GameMode {
  var id: String { "plain" }
  var title: String { "Plain" }
  var summary: String { "nothing to play" }
  var dataShape: DataShape { DataShape(required: ["plain"]) }
  func check(_ pack: Pack, pictures: (any PictureChecker)?) -> PackCheck { PackCheck(diagnostics: []) }
  func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program { throw .pack(pack.path, reason: "nothing to play") }
}
