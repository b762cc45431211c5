import Foundation
import GameCore
import Modes
import Testing
import TestSupport
@testable import Runner

/// Shell completion and the manual page as a user installs them: the scripts are run by the
/// shells themselves, the page read by groff.
struct CompletionTests {
  /// Runs `script` with `shell`, the program on the PATH as `arcade` and the built-in packs.
  static func run(_ shell: String, _ arguments: [String]) throws -> ScriptModeTests.Run {
    let bin = TemporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: bin.url("arcade"), withDestinationPath: ScriptModeTests.binary)
    return try ScriptModeTests.run(shell, arguments, environment: ["PATH": bin.path + ":/usr/bin:/bin", "HOME": bin.path,
                                                                  "ARCADE_DATA": packageRoot + "/plist-data"])
  }

  static func script(_ shell: String) -> String {
    Completions.script(for: shell, commands: Arcade.commands, modes: allModes.modes.map(\.id)) ?? ""
  }

  /// What bash completes the words to (the last one being typed).
  static func bash(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = Self.script("bash") + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _arcade; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
    let run = try Self.run("/bin/bash", ["-c", program])
    #expect(run.err == "")
    return run.out.split(separator: "\n").map(String.init)
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func bashCompletesCommandsOptionsValuesModesAndPacks() throws {
    #expect(try Self.bash(["arcade", "pl"]) == ["play"])
    #expect(try Self.bash(["arcade", "play", "--co"]) == ["--color"])
    #expect(try Self.bash(["arcade", "play", "--color", ""]) == ["auto", "always", "never"])
    #expect(try Self.bash(["arcade", "new", ""]) == ["guess", "grid", "shop"])
    #expect(try Self.bash(["arcade", "daily", "--l"]) == ["--list"])
    let packs = try Self.bash(["arcade", "guess", "guess-"])
    #expect(packs == ["guess-en", "guess-zh"])
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary) && PathSafety.isFile("/usr/bin/fish")))
  func fishCompletesCommandsOptionsValuesModesAndPacks() throws {
    let script = TemporaryFolder()
    let path = script.write("arcade.fish", Self.script("fish"))
    func complete(_ line: String) throws -> [String] {
      let run = try Self.run("/usr/bin/fish", ["--no-config", "-c", "source \(path); complete -C'\(line)'"])
      #expect(run.err == "")
      return run.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }
    #expect(try complete("arcade pl") == ["play"])
    #expect(try complete("arcade play --color ") == ["always", "auto", "never"])
    #expect(try complete("arcade new ") == ["grid", "guess", "shop"])
    #expect(try complete("arcade shop shop-").sorted() == ["shop-en", "shop-zh"])
  }

  @Test(.enabled(if: PathSafety.isFile("/usr/bin/zsh")))
  func zshReadsItsScript() throws {
    let script = TemporaryFolder()
    let path = script.write("_arcade", Self.script("zsh"))
    let run = try Self.run("/usr/bin/zsh", ["-n", path])
    #expect(run.status == 0 && run.err == "")
    #expect(Self.script("zsh").hasPrefix("#compdef arcade\n"))
  }

  @Test func everyCommandAndOptionIsInEachScript() {
    for shell in Completions.shells {
      let script = Self.script(shell)
      for spec in Arcade.commands {
        if !spec.name.isEmpty { #expect(script.contains(spec.name), "\(shell): \(spec.name)") }
        for option in spec.options where option.key.hasPrefix("--") {
          #expect(script.contains(shell == "fish" ? "-l \(option.key.dropFirst(2))" : option.key), "\(shell): \(spec.name) \(option.key)")
        }
      }
    }
  }

  @Test("an unknown shell, or none, is refused", arguments: [
    (["--generate-completion-script", "tcsh"], "Error: --generate-completion-script takes a shell: bash, zsh, fish; found 'tcsh'"),
    (["--generate-completion-script"], "Error: --generate-completion-script takes a shell: bash, zsh, fish; found nothing"),
    (["--generate-manual", "x"], "Error: --generate-manual takes nothing more"),
  ])
  func badGenerateArguments(arguments: [String], message: String) {
    let harness = ArcadeHarness()
    #expect(harness.run(arguments) == .usage)
    #expect(harness.err.first == message)
  }

  @Test(.enabled(if: PathSafety.isFile("/usr/bin/groff")))
  func theManualReadsWithoutAWarningAndListsEveryCommand() throws {
    let harness = ArcadeHarness()
    #expect(harness.run("--generate-manual") == .success)
    let page = harness.out.joined(separator: "\n")
    #expect(page.hasPrefix(".TH ARCADE 1 \"\" \"arcade \(Arcade.version)\" \"User Commands\"\n"))
    let file = TemporaryFolder()
    let path = file.write("arcade.1", page)
    let check = try Self.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", path])
    #expect(check.status == 0 && check.err == "")
    let shown = try Self.run("/usr/bin/groff", ["-man", "-Tutf8", "-P-c", "-P-b", "-P-u", path])
    // Justified text puts two spaces between words here and there.
    let words = shown.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for spec in Arcade.commands where !spec.name.isEmpty { #expect(words.contains("arcade \(spec.name)"), "\(spec.name)") }
    #expect(shown.out.contains("超级猜图"))
  }
}
