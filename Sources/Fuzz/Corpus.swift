import Foundation
import GameCore
import PlistKit
import TerminalKit

/// The seed files: every plist of the built-in packs, in each form a reader takes.
enum Corpus {
  static func load(from folder: String) -> [(form: String, bytes: [UInt8])] {
    var seeds: [(String, [UInt8])] = []
    for pack in PathSafety.contents(of: folder) {
      for file in PathSafety.contents(of: PathSafety.join(folder, pack)) where file.hasSuffix(".plist") {
        guard let document = try? PlistDocument(contentsOf: PathSafety.join(folder, "\(pack)/\(file)")),
              var value = try? document.value() else { continue }
        value = trimmed(value)
        seeds.append(("xml", XMLPlistWriter.write(value)))
        seeds.append(("binary", BinaryPlistWriter.write(value)))
        seeds.append(("openstep", Array(openStep(value).utf8)))
        if let json = try? JSONPlistWriter.write(value) { seeds.append(("json", json)) }
      }
    }
    return seeds
  }

  /// Large root arrays cut to eight elements: mutations then reach every part of a file.
  static func trimmed(_ value: PlistValue) -> PlistValue {
    if case .array(let items) = value { return .array(Array(items.prefix(8))) }
    return value
  }

  static func openStep(_ value: PlistValue) -> String {
    switch value {
    case .string(let s): return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    case .integer(let i): return "\"\(i)\""
    case .real(let r): return "\"\(r)\""
    case .bool(let b): return b ? "\"YES\"" : "\"NO\""
    case .array(let items): return "(" + items.map(openStep).joined(separator: ", ") + ")"
    case .dictionary(let d): return "{ " + d.entries.map { "\"\($0.key)\" = \(openStep($0.value));" }.joined(separator: " ") + " }"
    default: return "<0fbd77>"
    }
  }
}

/// Ways of damaging a file, chosen by a seeded generator.
enum Mutator {
  static let interesting: [UInt8] = [0x00, 0xFF, 0x7F, 0x80, 0x0F, 0x1F, 0x3C, 0x3E, 0x26, 0x22, 0x5C, 0x1B, 0xA0, 0xDF, 0xE0, 0xEF]
  static let hostileNumbers = ["9223372036854775807", "-9223372036854775808", "18446744073709551616", "1e308", "nan", "-0", "99999999999999999999"]

  static func mutate(_ bytes: [UInt8], splice: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
    var out = bytes
    for _ in 0..<Int.random(in: 1...4, using: &rng) where !out.isEmpty {
      let at = Int.random(in: 0..<out.count, using: &rng)
      switch Int.random(in: 0..<9, using: &rng) {
      case 0: out[at] = UInt8.random(in: 0...255, using: &rng)
      case 1: out[at] = interesting.randomElement(using: &rng) ?? 0
      case 2: out[at] ^= 1 << UInt8.random(in: 0...7, using: &rng)
      case 3: out.removeSubrange(at...)
      case 4:
        let end = min(out.count, at + Int.random(in: 1...64, using: &rng))
        out.insert(contentsOf: out[at..<end], at: end)
      case 5: out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...32, using: &rng)))
      case 6:
        let from = Int.random(in: 0..<max(1, splice.count), using: &rng)
        out.insert(contentsOf: splice[from..<min(splice.count, from + Int.random(in: 1...128, using: &rng))], at: at)
      case 7:
        // A run of digits becomes a number no field can hold.
        if let start = out[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
          let end = out[start...].firstIndex { !(0x30...0x39).contains($0) } ?? out.count
          out.replaceSubrange(start..<end, with: Array((hostileNumbers.randomElement(using: &rng) ?? "0").utf8))
        }
      default:
        // The binary trailer's sizes, counts and offsets set to the edges of their ranges.
        if out.count > 32, out.starts(with: Array("bplist".utf8)) {
          let field = out.count - 32 + Int.random(in: 6..<32, using: &rng)
          out[field] = [0x00, 0x01, 0x08, 0x10, 0x7F, 0xFF].randomElement(using: &rng) ?? 0
        }
      }
    }
    return out
  }
}
