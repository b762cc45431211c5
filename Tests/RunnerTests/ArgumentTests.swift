import Testing
@testable import Runner
import PlistKit
import TerminalKit

struct ArgumentTests {
  @Test("usage mistakes: message, usage line, exit 2", arguments: [
    (["lnt"], "Error: unknown command 'lnt'. Did you mean 'lint'?", "Usage: arcade [COMMAND] [OPTIONS]  (arcade --help lists the commands)"),
    (["--verison"], "Error: unknown option '--verison'. Did you mean '--version'?", "Usage: arcade [COMMAND] [OPTIONS]  (arcade --help lists the commands)"),
    (["lint"], "Error: 'lint' needs PATH...", "Usage: arcade lint PATH..."),
    (["convert", "a.plist", "--fromat", "xml"], "Error: unknown option '--fromat' for 'convert'. Did you mean '--format'?", "Usage: arcade convert IN -o OUT [--format xml|binary|json]"),
    (["convert", "a.plist", "-o", "b", "--format", "yml"], "Error: option '--format' must be xml, binary or json, found 'yml'. Did you mean 'xml'?", "Usage: arcade convert IN -o OUT [--format xml|binary|json]"),
    (["convert", "a.plist", "--format"], "Error: option '--format' needs a value (xml, binary or json)", "Usage: arcade convert IN -o OUT [--format xml|binary|json]"),
    (["convert", "a.plist"], "Error: 'convert' needs an output file: -o OUT", "Usage: arcade convert IN -o OUT [--format xml|binary|json]"),
    (["packs", "extra"], "Error: unexpected argument 'extra'", "Usage: arcade packs [--ids]"),
    (["play"], "Error: 'play' needs PACK", "Usage: arcade play PACK [--plain] [--script] [--color auto|always|never] [--pictures auto|kitty|iterm|sixel|blocks|sextant|octant|ramp] [--dither]"),
    (["modes", "--all"], "Error: unknown option '--all' for 'modes'", "Usage: arcade modes"),
  ])
  func usageMistake(arguments: [String], message: String, usage: String) {
    let harness = ArcadeHarness()
    #expect(harness.run(arguments) == .usage)
    #expect(harness.err == [message, usage])
    #expect(harness.out.isEmpty)
  }

  @Test func everyCommandHasHelp() {
    let harness = ArcadeHarness()
    for spec in Arcade.commands where !spec.name.isEmpty {
      #expect(harness.run(spec.name, "--help") == .success)
      #expect(harness.out.joined(separator: "\n").split(separator: "\n").first.map(String.init) == spec.summary)
      #expect(harness.out.joined(separator: "\n").contains("Usage: \(spec.usage)"))
    }
  }

  @Test func versionAndGeneralHelp() {
    let harness = ArcadeHarness()
    #expect(harness.run("--version") == .success)
    #expect(harness.out == ["arcade \(Arcade.version)"])
    #expect(harness.run("-h") == .success)
    let help = harness.out.joined(separator: "\n")
    for spec in Arcade.commands where !spec.name.isEmpty { #expect(help.contains("  \(spec.name) ")) }
    // An option too long for its column keeps all its choices; its help goes on the next line.
    #expect(help.contains("  --pictures auto|kitty|iterm|sixel|blocks|sextant|octant|ramp\n" + String(repeating: " ", count: 29) + "Pictures in the terminal's graphics"))
    #expect(help.contains("  --color auto|always|never  Colour: auto (default), always or never."))
  }

  @Test func optionsTakeValuesInlineOrSeparately() throws {
    let a = try ArgumentParser.parse(["convert", "in", "--format=json", "-o", "out"], commands: Arcade.commands)
    #expect(a.values == ["--format": "json", "--output": "out"])
    #expect(a.positionals == ["in"])
    let b = try ArgumentParser.parse(["lint", "--", "-odd-name"], commands: Arcade.commands)
    #expect(b.positionals == ["-odd-name"])
  }
}
