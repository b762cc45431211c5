import Foundation
import GameCore
import Testing
import TestSupport

/// `arcade` copied alone to an empty folder, as a user installs it: it lists and plays the
/// five built-in packs it carries, written out to the cache the first time.
struct CarriedPacksTests {
  static func run(_ program: String, _ arguments: [String], home: String, input: String = "") throws -> ScriptModeTests.Run {
    try ScriptModeTests.run(program, arguments, environment: ["HOME": home, "PATH": "/usr/bin:/bin"], directory: home, input: input)
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func aCopyOfTheProgramAlonePlaysItsPacks() throws {
    let home = TemporaryFolder()
    let program = home.url("bin/arcade")
    try FileManager.default.createDirectory(atPath: home.url("bin"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: ScriptModeTests.binary, toPath: program)
    let packs = try Self.run(program, ["packs", "--ids"], home: home.path)
    #expect(packs.status == 0 && packs.err == "")
    #expect(packs.out == "apps-zh\nguess-en\nguess-zh\nshop-en\nshop-zh\n")
    let listing = try Self.run(program, ["packs"], home: home.path)
    #expect(listing.out.hasPrefix("Built-in packs: the program's own, written out to \(home.path)/.cache/arcade/built-in-"))
    let played = try Self.run(program, ["guess", "guess-en", "--script"], home: home.path, input: "state\n")
    #expect(played.jsonLines.first?["count"] as? Int == 23)
    let daily = try Self.run(program, ["daily", "--script"], home: home.path, input: "state\n")
    #expect(daily.status == 0 && daily.jsonLines.first?["daily"] != nil)
    // The packs are written out once: one folder in the cache, whatever ran.
    #expect(PathSafety.contents(of: home.url(".cache/arcade")).count == 1)
  }
}
