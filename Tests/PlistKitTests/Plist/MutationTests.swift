import Foundation
import Testing
@testable import PlistKit

/// A question as the guess mode reads it, redeclared here so GameCore's tests need no mode.
private struct SampleQuestion: PlistModel {
  let answer: String
  let icon: String
  let options: [String]
  let reward: Int

  init(from plist: PlistObject) throws(ModelError) {
    answer = try plist.required("answer")
    icon = try plist.required("icon")
    options = try plist.required("options")
    reward = try plist.optional("reward", default: 100)
  }
}

/// Thousands of damaged packs go through the loader: each loads or fails with a typed error;
/// none crashes or hangs.
struct MutationTests {
  static let samplePack: PlistValue = .array((0..<6).map { i in
    .dictionary(PlistDictionary([
      ("answer", .string(["熊猫", "apple", "长城", "moon", "café", "🍎x"][i])),
      ("icon", .string("pic_\(i)")),
      ("title", .string("clue & <hint> \(i)")),
      ("options", .array(["熊", "猫", "a", "p", "l", "e", "长", "城"].map(PlistValue.string))),
      ("reward", i.isMultiple(of: 2) ? .integer(Int64(i * 10)) : .string("\(i)")),
    ]))
  })

  static func openStepText(_ value: PlistValue) -> String {
    switch value {
    case .string(let s): return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    case .integer(let i): return String(i)
    case .array(let items): return "(" + items.map(openStepText).joined(separator: ", ") + ")"
    case .dictionary(let d): return "{ " + d.entries.map { "\"\($0.key)\" = \(openStepText($0.value));" }.joined(separator: " ") + " }"
    default: return "\"?\""
    }
  }

  static let forms: [(String, [UInt8])] = [
    ("xml", XMLPlistWriter.write(samplePack)),
    ("binary", BinaryPlistWriter.write(samplePack)),
    ("openstep", Array(openStepText(samplePack).utf8)),
    ("json", (try? JSONPlistWriter.write(samplePack)) ?? []),
  ]

  static func mutate(_ bytes: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
    var out = bytes
    let at = Int.random(in: 0..<out.count, using: &rng)
    switch Int.random(in: 0..<5, using: &rng) {
    case 0:
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        out[Int.random(in: 0..<out.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      }
    case 1:
      out.removeSubrange(at...)
    case 2:
      let end = min(out.count, at + Int.random(in: 1...64, using: &rng))
      out.insert(contentsOf: out[at..<end], at: end)
    case 3:
      out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...32, using: &rng)))
    default:
      out.insert(contentsOf: (0..<Int.random(in: 1...8, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }, at: at)
    }
    return out
  }

  @Test func theSamplePackLoadsInEveryForm() throws {
    for (form, bytes) in Self.forms {
      let questions = try PlistDocument(name: "sample.\(form)", bytes: bytes).decodeArray(of: SampleQuestion.self)
      #expect(questions.map(\.reward) == [0, 1, 20, 3, 40, 5], "\(form)")
    }
  }

  @Test(.timeLimit(.minutes(2)))
  func tenThousandDamagedPacksEachLoadOrFailWithATypedError() {
    var rng = SplitMix64(seed: 2026)
    var loaded = 0
    var failed = 0
    for round in 0..<10_200 {
      let (form, original) = Self.forms[round % Self.forms.count]
      let damaged = Self.mutate(original, using: &rng)
      let document = PlistDocument(name: "damaged.\(form)", bytes: damaged)
      do {
        _ = try document.decodeArray(of: SampleQuestion.self, context: ModelContext(collectsWarnings: round.isMultiple(of: 7)))
        loaded += 1
      } catch {
        // The catch is typed: `error` is a LoadError, and its message names the file.
        #expect(error.description.hasPrefix("damaged.\(form)"), "\(error)")
        failed += 1
      }
    }
    #expect(loaded + failed == 10_200)
    // Both outcomes must occur, or the mutations are not exercising the reader.
    #expect(loaded > 100 && failed > 5_000, "loaded \(loaded), failed \(failed)")
  }
}
