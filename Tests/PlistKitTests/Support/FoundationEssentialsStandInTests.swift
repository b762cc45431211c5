import Foundation
@testable import PlistKit
import Testing

/// What PlistKit writes in place of Foundation's calls that FoundationEssentials lacks, each
/// compared with the call it stands in for.
struct FoundationEssentialsStandInTests {
  /// Every scalar up to U+3100 and the white space beyond it, at both ends of a text and
  /// inside it, trimmed as `trimmingCharacters(in: .whitespaces)` and `.whitespacesAndNewlines` trim.
  @Test func trimmingAgreesWithFoundation() {
    let scalars = (0...0x3100).compactMap(Unicode.Scalar.init) + [0x205F, 0x2028, 0x2029, 0xFEFF, 0x1680, 0x10FFFF].compactMap(Unicode.Scalar.init)
    var differences: [String] = []
    for scalar in scalars {
      let text = "\(scalar)\(scalar)a\(scalar)b\(scalar)"
      if PlistScalars.trimmed(text) != text.trimmingCharacters(in: .whitespacesAndNewlines) { differences.append("U+\(String(scalar.value, radix: 16)) and newlines") }
      if PlistScalars.trimmed(text, newlines: false) != text.trimmingCharacters(in: .whitespaces) { differences.append("U+\(String(scalar.value, radix: 16))") }
    }
    #expect(differences == [])
    #expect(PlistScalars.trimmed(" \t\n ") == "" && PlistScalars.trimmed("") == "")
  }

  /// Seventeen significant digits as `String(format: "%.17g")` writes them, on reals of every
  /// magnitude (seeded, so a failure replays).
  @Test func seventeenDigitsAgreeWithFoundation() {
    var generator = SplitMix64(seed: 20261207)
    var reals: [Double] = [0, -0.0, 0.1, 3 * .leastNonzeroMagnitude, -2.2250738585072014e-308, .greatestFiniteMagnitude, -.leastNonzeroMagnitude]
    for _ in 0..<5_000 { reals.append(Double(bitPattern: generator.next())) }
    let differences = reals.filter(\.isFinite).filter { CNumberText.seventeenDigits($0) != String(format: "%.17g", $0) }
    #expect(differences == [])
  }

  @Test("a number padded to a width, as %04d pads it", arguments: [(7, 4, "0007"), (2026, 4, "2026"), (12345, 4, "12345"), (-3, 3, "-03"), (0, 2, "00")])
  func padded(number: Int, width: Int, text: String) {
    #expect(PlistScalars.padded(number, width) == text)
    #expect(text == String(format: "%0\(width)d", number))
  }
}
