import GameCore
import PlistKit
import TerminalKit

/// Generates guess packs of any size for measurements, with CJK answers and 21 options each,
/// shaped like the classic questions.plist.
enum PackGenerator {
  static let characters = Array("猜图电影明星城市动物水果山河星月花鸟鱼虫风云雷电春夏秋冬东南西北人口手足日月金木水火土天地")

  static func questions(_ count: Int, seed: UInt64 = 42) -> PlistValue {
    var rng = SplitMix64(seed: seed)
    var items: [PlistValue] = []
    items.reserveCapacity(count)
    for i in 0..<count {
      let answer = String((0..<4).map { _ in characters.randomElement(using: &rng)! })
      var options = answer.map { PlistValue.string(String($0)) }
      while options.count < 21 { options.append(.string(String(characters.randomElement(using: &rng)!))) }
      options.shuffle(using: &rng)
      items.append(.dictionary(PlistDictionary([
        ("answer", .string(answer)),
        ("icon", .string("picture_\(i)")),
        ("title", .string("第\(i)题的提示文字")),
        ("options", .array(options)),
      ])))
    }
    return .array(items)
  }
}
