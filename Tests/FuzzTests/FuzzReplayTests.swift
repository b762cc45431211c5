import Foundation
import Testing
import TestSupport
@testable import Fuzz

/// Every seed and every kept crash through its libFuzzer target, as the fuzzer ran it: each
/// ends (a crash here ends the test run, as it ended the fuzzer).
struct FuzzReplayTests {
  static let root = packageRoot + "/Tests/FuzzTests"

  static func inputs(_ folder: String, _ target: FuzzTarget) -> [String] {
    TargetCommand.files(at: "\(root)/\(folder)/\(target.rawValue)")
  }

  @Test("each target has seeds of its own", arguments: FuzzTarget.allCases)
  func seeds(target: FuzzTarget) {
    #expect(Self.inputs("Corpus", target).count >= 3)
  }

  @Test("seeds and kept crashes run through their target", arguments: FuzzTarget.allCases)
  func replay(target: FuzzTarget) throws {
    for path in Self.inputs("Corpus", target) + Self.inputs("Regressions", target) {
      target.run(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }
  }

  @Test func everyKeptCrashBelongsToATarget() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Regressions")
    #expect(folders.allSatisfy { FuzzTarget(rawValue: $0) != nil }, "\(folders)")
  }
}
