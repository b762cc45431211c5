import GameCore
import PlistKit
import TerminalKit

/// A basket of fruit to eat one by one: the smallest whole mode.
public struct FruitMode: GameMode {
  public init() {}

  public var id: String { "fruit" }
  public var title: String { "Fruit basket" }
  public var summary: String { "eat the fruit of a basket, one at a time" }
  public var classicFileNames: [String] { ["fruit.plist"] }
  public var dataShape: DataShape { DataShape(required: ["fruit"], optional: ["sweetness"]) }

  public func check(_ pack: Pack, pictures: (any PictureChecker)?) -> PackCheck {
    // Every element tried; failures and unknown keys come with their file, line and key path.
    let checked = pack.checkEach(Fruit.self)
    guard let document = checked.document else { return PackCheck(diagnostics: checked.diagnostics) }
    // A rule in the mode's check: reported for every fruit it concerns, and the pack still plays.
    var list = DiagnosticList()
    for (index, fruit) in checked.models where !(0...10).contains(fruit.sweetness) {
      list.add(.warning, at: PlistPath([.index(index), .key("sweetness")]), "must be from 0 to 10, found \(fruit.sweetness)")
    }
    let rules = list.diagnostics(in: document, positions: checked.positions)
    return PackCheck(itemCount: checked.count, diagnostics: checked.diagnostics + rules)
  }

  public func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    let fruit = try pack.document().decodeArray(of: Fruit.self)
    var session = PackSession(pack: pack, context: context)
    // A save that does not fit the pack (a fruit it no longer has) is set aside, with a notice.
    let (saved, _) = session.restore(FruitProgress.self) { $0.eaten.allSatisfy(fruit.indices.contains) }
    return FruitProgram(state: BasketState(fruit: fruit, eaten: saved?.eaten ?? []), session: session)
  }
}
