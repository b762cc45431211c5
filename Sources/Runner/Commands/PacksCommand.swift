#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameCore
import PlistKit
import TerminalKit

/// `arcade packs`: every pack found, with its mode and size; broken packs with their error.
struct PacksCommand {
  static let spec = CommandSpec("packs", options: [OptionSpec(["--ids"], help: "Print the packs' ids alone, one a line (for scripts and shell completion).")],
                                summary: "List the built-in and your own packs.")

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    let locations = arcade.locations
    let entries = arcade.catalog.discover()
    if parsed.flag("--ids") {
      // Ids as the catalog finds packs by; one that would not survive a shell word is left out.
      for id in entries.compactMap(\.pack?.id) where TextCleaner.visible(id) == id && !id.contains(" ") { arcade.console.out(id) }
      return .success
    }
    let carried = locations.builtInCarried ? "the program's own, written out to " : ""
    arcade.console.out("Built-in packs: \(locations.builtIn.map { carried + $0 } ?? "(none found)")")
    arcade.console.out("Your packs:     \(locations.user)")
    arcade.console.out("")
    if entries.isEmpty {
      arcade.console.out("No packs found.")
      return .success
    }
    var rows: [[String]] = [["ID", "MODE", "ITEMS", "FROM", "NAME"]]
    var broken: [String] = []
    for entry in entries {
      switch entry.result {
      case .success(let pack):
        let count = arcade.modes.mode(id: pack.modeID)?.itemCount(of: pack) ?? 0
        // Shown visibly before the columns are measured, so a name with escapes still lines up.
        rows.append([pack.id, pack.modeID, String(count), pack.origin.rawValue, pack.manifest.name].map(TextCleaner.visible))
      case .failure(let error):
        broken.append("  " + TextCleaner.visible(error.description))
      }
    }
    let width = Table.outputWidth(environment: arcade.environment)
    for line in Table.format(rows, width: width) { arcade.console.out(line) }
    if !broken.isEmpty {
      arcade.console.out("")
      arcade.console.out("Could not open:")
      for line in broken { arcade.console.out(DisplayWidth.truncate(line, to: min(width, Table.longestLine))) }
    }
    return .success
  }
}

/// `arcade modes`: the modes this program hosts.
struct ModesCommand {
  static let spec = CommandSpec("modes", summary: "List the game modes.")

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    let rows = [["ID", "NAME", "WHAT IT IS"]] + arcade.modes.modes.map { [$0.id, $0.title, $0.summary] }
    for line in Table.format(rows, width: Table.outputWidth(environment: arcade.environment)) { arcade.console.out(line) }
    return .success
  }
}

/// Columns padded by display width, so CJK names line up; a cell but the last is at most
/// `widestCell` columns, and a line at most `width` (a pack named with 100,000 characters is
/// cut, with `…`): the last column has the rest of the line.
enum Table {
  static let widestCell = 40
  /// The longest line written where no terminal says how wide it is (a pipe, a file).
  static let longestLine = 400

  static func format(_ rows: [[String]], width: Int = longestLine) -> [String] {
    let rows = rows.map { row in
      row.enumerated().map { i, cell in i == row.count - 1 ? DisplayWidth.truncate(cell, to: width) : DisplayWidth.truncate(cell, to: widestCell) }
    }
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], DisplayWidth.of(cell)) } }
    return rows.map { row in
      let line = row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - DisplayWidth.of(cell) + 2)
      }.joined()
      return DisplayWidth.truncate(line, to: width)
    }
  }

  /// The terminal's width when standard output is one, else `longestLine`.
  static func outputWidth(environment: [String: String]) -> Int {
    isatty(1) == 1 ? TerminalSize.current(fd: 1, environment: environment).columns : longestLine
  }
}
