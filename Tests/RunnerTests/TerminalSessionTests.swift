import Foundation
import GameCore
import Testing
import TestSupport
import PlistKit
import TerminalKit

/// `arcade` on a real (pseudo) terminal: how it ends, what it leaves the terminal in, and what
/// it does where the terminal cannot draw a screen.
@Suite(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
struct TerminalSessionTests {
  /// Each test's own home (a suite's value is made for each test), removed after it.
  let home = TemporaryFolder()

  var environment: [String: String] {
    ["HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "ARCADE_DATA": packageRoot + "/plist-data"]
  }

  func start(_ arguments: [String] = ["guess", "guess-en"], environment: [String: String] = [:]) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal([ScriptModeTests.binary] + arguments, environment: self.environment.merging(environment) { $1 })
    terminal.read(for: 5) { $0.contains("Score") || $0.contains("1 / 23") }
    return terminal
  }

  @Test("each way of ending gives its usual status and a sane terminal", arguments: [
    ("Ctrl-C", Int32(0), "\u{03}", Int32(130)),
    ("SIGTERM", SIGTERM, "", 143),
    ("SIGHUP", SIGHUP, "", 129),
    ("Esc", 0, "\u{1B}", 0),
  ])
  func endings(name: String, signal: Int32, keys: String, status: Int32) throws {
    let terminal = try start()
    #expect(terminal.text.contains("\u{1B}[?1049h"), "the full screen was entered")
    #expect(!terminal.isSane, "raw mode while playing")
    if signal != 0 { terminal.send(signal) } else { terminal.type(keys) }
    #expect(terminal.exitStatus(within: 5) == status, "after \(name)")
    #expect(terminal.isSane, "the terminal is given back after \(name)")
    #expect(terminal.text.hasSuffix("\u{1B}[?1049l") || terminal.text.contains("\u{1B}[?1049l"))
  }

  @Test("every catchable signal gives the terminal back and ends with its usual status", arguments: [
    SIGQUIT, SIGABRT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGSYS, SIGXCPU,
  ])
  func fatalSignals(signal: Int32) throws {
    let terminal = try start()
    #expect(!terminal.isSane)
    terminal.send(signal)
    #expect(terminal.exitStatus(within: 10) == 128 + signal)
    #expect(terminal.isSane, "signal \(signal)")
    #expect(terminal.text.contains(RawTerminal.leaveSequenceForTests))
    #expect(!terminal.text.contains("Backtrace") && !terminal.text.contains("Fatal"))
  }

  /// Graphics chosen with `--pictures`: the terminal (here one that tells no pixel size) is
  /// asked for its cell size before the picture is made, and kitty's pictures are deleted
  /// before the screen is given back.
  @Test("chosen graphics ask for the cell size, and kitty's are deleted on the way out", arguments: ["kitty", "sixel"])
  func chosenGraphics(how: String) throws {
    let terminal = try start(["guess", "guess-en", "--pictures", how])
    let picture = how == "kitty" ? "\u{1B}_Ga=T," : "\u{1B}P0;1;0q"
    terminal.read(for: 5) { $0.contains(picture) }
    let text = terminal.text
    let asked = try #require(text.range(of: String(decoding: GraphicsAnswers.query, as: UTF8.self)), "the terminal was asked")
    let drawn = try #require(text.range(of: picture), "the picture was drawn")
    #expect(asked.upperBound <= drawn.lowerBound)
    terminal.type("\u{1B}")
    #expect(terminal.exitStatus(within: 5) == 0)
    #expect(terminal.isSane)
    let after = terminal.text[drawn.upperBound...]
    let deleted = after.range(of: String(decoding: Renderer.deleteAllImages, as: UTF8.self))
    #expect((deleted != nil) == (how == "kitty"))
    if let deleted, let left = after.range(of: "\u{1B}[?1049l") { #expect(deleted.upperBound <= left.lowerBound) }
  }

  /// A game's kitty picture goes when the game is left for the launcher: the launcher is
  /// drawn whole, and kitty would keep the picture over it unless told.
  @Test func aKittyPictureGoesWhenTheGameIsLeftForTheLauncher() throws {
    let terminal = try PseudoTerminal([ScriptModeTests.binary, "--pictures", "kitty"], environment: environment)
    terminal.read(for: 5) { $0.contains("Picture Words") }
    // The launcher lists the daily first, the grid pack, then Picture Words.
    terminal.type("\u{1B}[B")
    terminal.read(for: 1)
    terminal.type("\u{1B}[B")
    terminal.read(for: 1)
    terminal.type("\r")
    terminal.read(for: 5) { $0.contains("\u{1B}_Ga=T,") }
    let shown = try #require(terminal.text.range(of: "\u{1B}_Ga=T,"), "the game's picture was drawn")
    terminal.type("\u{1B}")
    terminal.read(for: 2) { $0[shown.upperBound...].contains("Picture Words") }
    let after = terminal.text[shown.upperBound...]
    let deleted = try #require(after.range(of: String(decoding: Renderer.deleteAllImages, as: UTF8.self)), "the picture was deleted")
    let launcher = try #require(after.range(of: "Picture Words"), "the launcher was drawn again")
    #expect(deleted.upperBound <= launcher.lowerBound)
    terminal.type("\u{1B}")
    #expect(terminal.exitStatus(within: 5) == 0)
  }

  @Test("a terminal that cannot address its cursor gets the plain front end", arguments: ["dumb", "unknown", ""])
  func dumbTerminals(term: String) throws {
    let terminal = try PseudoTerminal([ScriptModeTests.binary, "guess", "guess-en"],
                                      environment: environment.merging(["TERM": term]) { $1 })
    terminal.read(for: 5) { $0.contains("Score 10000") }
    terminal.type("hint\n")
    terminal.read(for: 2) { $0.contains("Score 9000") }
    terminal.type("\u{04}")
    #expect(terminal.exitStatus(within: 5) == 0)
    #expect(terminal.text.contains("Score 9000"))
    #expect(!terminal.text.contains("\u{1B}["), "no escape sequence at all")
  }

  /// The same pack in two terminals: the second plays without saving and says so, so the
  /// first one's progress is never replaced; once both are gone the pack saves again.
  @Test func aPackOpenTwiceIsSavedByTheFirstOnly() throws {
    var environment = self.environment
    environment["TERM"] = "dumb"
    let first = try PseudoTerminal([ScriptModeTests.binary, "guess", "guess-en"], environment: environment)
    first.read(for: 20) { $0.contains("Score 10000") }
    first.type("hint\n")
    first.read(for: 20) { $0.contains("Score 9000") }

    let second = try PseudoTerminal([ScriptModeTests.binary, "guess", "guess-en"], environment: environment)
    second.read(for: 20) { $0.contains(SaveNotice.openElsewhere.text(language: "en")) && $0.contains("Score 9000") }
    #expect(second.text.contains(SaveNotice.openElsewhere.text(language: "en")))
    #expect(second.text.contains("Score 9000"), "the first one's progress is shown")
    second.type("hint\n")
    second.read(for: 20) { $0.contains("Score 8000") }
    second.type("\u{04}")
    #expect(second.exitStatus(within: 20) == 0)
    first.type("\u{04}")
    #expect(first.exitStatus(within: 20) == 0)

    let third = try PseudoTerminal([ScriptModeTests.binary, "guess", "guess-en"], environment: environment)
    third.read(for: 20) { $0.contains("Score 9000") }
    #expect(third.text.contains("Score 9000"), "the first one's progress was kept")
    #expect(!third.text.contains(SaveNotice.openElsewhere.text(language: "en")))
    third.type("\u{04}")
    #expect(third.exitStatus(within: 20) == 0)
  }

  /// While the window is smaller than the program needs, it says so and no key reaches the
  /// program: the keys that add two to the cart in a window large enough change nothing there;
  /// Ctrl-C still leaves.
  @Test("keys reach the shop only in a window it fits", arguments: [(UInt16(50), UInt16(15), 0), (80, 24, 2)])
  func aWindowTooSmallTakesNoKeyButCtrlC(columns: UInt16, rows: UInt16, added: Int) throws {
    let terminal = try PseudoTerminal([ScriptModeTests.binary, "shop", "shop-zh"], environment: environment, columns: columns, rows: rows)
    let tooSmall = added == 0
    terminal.read(for: 10) { $0.contains(tooSmall ? ChromeWords.chinese.makeLarger : "跳过") }
    #expect(terminal.text.contains(ChromeWords.chinese.makeLarger) == tooSmall)
    // Past the guide, to the market, and + twice on its first product.
    for keys in ["\u{1B}", "\t", "+", "+"] {
      terminal.type(keys)
      terminal.read(for: 0.3)
    }
    terminal.read(for: 1)
    terminal.type("\u{03}")
    #expect(terminal.exitStatus(within: 10) == 130)
    #expect(terminal.isSane)
    #expect(try Self.savedUnits(home: home.path) ?? 0 == added)
  }

  /// A shop open in a second window says it keeps nothing, and keeps nothing: the first
  /// window's cart is the one saved.
  @Test func aSecondShopWindowSaysItKeepsNothing() throws {
    let first = try PseudoTerminal([ScriptModeTests.binary, "shop", "shop-zh"], environment: environment)
    first.read(for: 10) { $0.contains("跳过") }
    for keys in ["\u{1B}", "\t", "+"] {
      first.type(keys)
      first.read(for: 0.3)
    }
    first.read(for: 1)
    let second = try PseudoTerminal([ScriptModeTests.binary, "shop", "shop-zh"], environment: environment)
    second.read(for: 10) { $0.contains("[只读: 不保存]") }
    #expect(second.text.contains("[只读: 不保存]"))
    if second.text.contains("跳过") { second.type("\u{1B}") }
    for keys in ["\t", "+", "+", "+"] {
      second.type(keys)
      second.read(for: 0.3)
    }
    second.type("\u{03}")
    #expect(second.exitStatus(within: 10) == 130)
    first.type("\u{03}")
    #expect(first.exitStatus(within: 10) == 130)
    #expect(try Self.savedUnits(home: home.path) == 1)
  }

  /// The units in the shop's saved cart (XDG_STATE_HOME/arcade), nil when there is no save;
  /// a save that does not read whole fails the test.
  static func savedUnits(home: String) throws -> Int? {
    let folder = home + "/.local/state/arcade"
    guard let name = try? FileManager.default.contentsOfDirectory(atPath: folder).first(where: { $0.hasPrefix("shop") && $0.hasSuffix(".plist") })
    else { return nil }
    let saved = try PlistReader.read(try FileBytes.contents(of: folder + "/" + name))
    guard case .array(let lines)? = saved.dictionaryValue?["cart"] else { return 0 }
    return lines.reduce(0) { total, line in
      guard case .integer(let quantity)? = line.dictionaryValue?["quantity"] else { return total }
      return total + Int(quantity)
    }
  }

  /// Saves are written a moment after the keys that change them: a kill -9 then loses at most
  /// that moment's keys, and never leaves a torn save.
  @Test func aKillLosesAtMostTheLastMomentAndNeverTearsTheSave() throws {
    let environment = self.environment
    let terminal = try PseudoTerminal([ScriptModeTests.binary, "shop", "shop-zh"], environment: environment)
    terminal.read(for: 10) { $0.contains("跳过") }
    terminal.type("\u{1B}")  // the guide, shown on a first visit
    // Apart from the Esc, or the two read as Alt-Tab.
    terminal.read(for: 0.3) { _ in false }
    terminal.type("\t")
    terminal.read(for: 0.5) { _ in false }
    terminal.type("++++")
    // Longer than the window: the keys are on disk.
    terminal.read(for: 4 * CoalescedSave.window) { _ in false }
    terminal.send(SIGKILL)
    _ = terminal.exitStatus(within: 5)
    #expect(try Self.savedUnits(home: environment["HOME"]!) == 4)

    // Killed at once after more keys: the save is the last whole one, or one with the keys.
    let again = try PseudoTerminal([ScriptModeTests.binary, "shop", "shop-zh"], environment: environment)
    again.read(for: 10) { $0.contains("首页") }
    again.type("\t")
    again.read(for: 0.5) { _ in false }
    again.type("++")
    again.send(SIGKILL)
    _ = again.exitStatus(within: 5)
    let units = try Self.savedUnits(home: environment["HOME"]!)
    #expect(units == 4 || units == 6)
  }

  /// A path that is not UTF-8 reaches `arcade` as bytes and names its file: it is opened, and
  /// shown with the byte escaped.
  @Test func aPathThatIsNotUTF8IsOpenedByteForByte() throws {
    let folder = TemporaryFolder()
    let path = PathText.string(Array(folder.path.utf8) + Array("/x".utf8) + [0xFF] + Array(".plist".utf8))
    try AtomicFile.write(try FileBytes.contents(of: packageRoot + "/plist-data/guess-en/questions.plist"), to: path)
    let terminal = try PseudoTerminal([ScriptModeTests.binary, "lint", path], environment: environment)
    terminal.read(for: 20) { $0.contains("pack checked") }
    #expect(terminal.exitStatus(within: 20) == 0)
    #expect(terminal.text.contains(folder.path + "/x\\xFF.plist: note: checked as a guess pack"))
    #expect(!terminal.text.contains("no such file"))
  }
}
