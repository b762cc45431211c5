import GameCore
import Pictures
import PlistKit
import TerminalKit

/// `arcade lint PATH...`: checks packs as a compiler checks code, one `FILE:LINE: error:` line
/// per problem; exits 1 if any error was found.
struct LintCommand {
  static let spec = CommandSpec(
    "lint", arguments: "PATH...", positionals: 1...Int.max,
    summary: "Check packs: syntax, shape, the mode's rules and pictures.",
    discussion: """
      PATH is a pack folder, a bare plist, or a folder of packs. Problems are printed as
      FILE:LINE: error: MESSAGE or FILE:LINE: warning: MESSAGE. Exit status 1 if any error.
      """)

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    var errors = 0
    var warnings = 0
    var packs = 0
    var paths: [String] = []
    for argument in parsed.positionals {
      let found = PackWalker(modes: arcade.modes).walk(argument)
      // A path given that holds no pack is checked itself, for its error; folders passed over
      // on the way are said, and do not fail the run.
      paths += found.packs.isEmpty ? [argument] : found.packs
      if !found.packs.isEmpty, !found.skipped.isEmpty {
        var notes = found.skipped.map { Diagnostic(.note, file: $0.path, "skipped: \($0.reason)") }
        arcade.console.out(diagnostics: &notes)
      }
    }
    // The last pack's diagnostics (when many) and what its mode read to find them: when the
    // process ends soon after (`Arcade.endsWithProcess`), they are not freed one by one, which
    // costs about as much as printing them (clang's -disable-free, for the same reason). An
    // earlier pack's go when a later one's are kept, so a folder of large packs does not hold
    // them all; in a process that goes on (tests), they go at the end of the command.
    var kept: Kept?
    // One loader for the run: the packs of one folder share its reading (see `PictureFinder`).
    let loader = PackLoader(modes: arcade.modes, keepsData: true, cache: arcade.cacheFolder)
    for path in paths {
      packs += 1
      var read: (any Sendable)?
      var runs = check(path, loader: loader, read: &read)
      for r in runs.indices {
        for i in runs[r].indices {
          switch runs[r][i].severity {
          case .error: errors += runs[r][i].represents
          case .warning: warnings += runs[r][i].represents
          case .note: break
          }
        }
        arcade.console.out(diagnostics: &runs[r])
      }
      if runs.reduce(0, { $0 + $1.count }) > Self.keptUntilExit || read != nil {
        kept = Kept(runs, read)
      }
    }
    if let kept { arcade.leaveToProcessEnd(kept) }
    let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
    arcade.console.out("\(plural(packs, "pack")) checked: \(plural(errors, "error")), \(plural(warnings, "warning"))")
    return errors > 0 ? .failure : .success
  }

  static let keptUntilExit = 20_000

  private final class Kept {
    let diagnostics: [[Diagnostic]]
    let read: (any Sendable)?
    init(_ diagnostics: [[Diagnostic]], _ read: (any Sendable)?) {
      self.diagnostics = diagnostics
      self.read = read
    }
  }

  /// The diagnostics of one pack, in file and line order.
  func check(_ path: String) -> [Diagnostic] {
    var read: (any Sendable)?
    return Array(check(path, loader: PackLoader(modes: arcade.modes, keepsData: true, cache: arcade.cacheFolder), read: &read).joined())
  }

  /// `check`'s diagnostics in runs printed one after the other, with what the pack's mode read
  /// to check it (see `PackCheck.read`). Lint's own notes are a run before the mode's, not put
  /// in front of them: inserting one note before a pack's 100,000 problems copied them all
  /// into a new array (9 MB of memory touched for the first time, a twentieth of the lint).
  func check(_ path: String, loader: PackLoader, read: inout (any Sendable)?) -> [[Diagnostic]] {
    // A .strings file is no game's pack: lint checks it as the plist it is.
    if path.hasSuffix(".strings"), PathSafety.isFile(path) { return [Self.checkStrings(path)] }
    let pack: Pack
    do throws(LoadError) {
      pack = try loader.open(path)
    } catch {
      return [[Diagnostic.from(error)]]
    }
    var manifest = manifestWarnings(pack)
    guard let mode = arcade.modes.mode(id: pack.modeID) else { return [manifest] }
    if let keys = pack.modeToldFrom {
      manifest.insert(Diagnostic(.note, file: pack.dataPath, "checked as a \(mode.id) pack (\(mode.title)), told from the keys \(keys); a pack.plist naming its mode makes it certain"), at: 0)
    }
    var checked = mode.check(pack, pictures: DecodingPictureChecker())
    read = checked.read
    var diagnostics = checked.diagnostics
    checked.diagnostics = []
    // A pack file is checked where it was written out; its lines name the file (`quiz.arcadepack/questions.plist`).
    if pack.path.hasSuffix(PackArchive.fileExtension), pack.root != pack.path {
      diagnostics = diagnostics.map { Self.named($0, from: pack.root, as: pack.path) }
      manifest = manifest.map { Self.named($0, from: pack.root, as: pack.path) }
    }
    return Self.sortedByPlace([manifest, consume diagnostics])
  }

  /// `diagnostic` with a file under `folder` named under `file` instead.
  static func named(_ diagnostic: Diagnostic, from folder: String, as file: String) -> Diagnostic {
    guard diagnostic.file.hasPrefix(folder + "/") else { return diagnostic }
    var renamed = diagnostic
    renamed.file = file + diagnostic.file.dropFirst(folder.count)
    return renamed
  }

  /// A .strings file read whole: its syntax errors at their lines, or a note of what it holds.
  static func checkStrings(_ path: String) -> [Diagnostic] {
    do throws(LoadError) {
      let value = try PlistDocument(contentsOf: path).value()
      guard case .dictionary(let entries) = value else {
        return [Diagnostic(.error, file: path, "a .strings file holds key = value pairs, found \(value.kindDescription)")]
      }
      let nonStrings = entries.entries.filter { $0.value.stringValue == nil }.map(\.key)
      if let key = nonStrings.first {
        return [Diagnostic(.warning, file: path, "\"\(TextCleaner.clean(String(key.prefix(40))))\": a .strings value is a string, found \(entries[key]?.kindDescription ?? "nothing")")]
      }
      // The first value that would not show as written, and how many more.
      let faults = entries.entries.compactMap { entry in entry.value.stringValue.flatMap { PackTextCheck.warning(for: $0, longest: PackTextCheck.longestWord) }.map { (entry.key, $0) } }
      if let (key, fault) = faults.first {
        let more = faults.count > 1 ? " (and \(faults.count - 1) more values)" : ""
        return [Diagnostic(.warning, file: path, "\"\(TextCleaner.clean(String(key.prefix(40))))\": \(fault)\(more)")]
      }
      return [Diagnostic(.note, file: path, "a .strings file of \(entries.count) \(entries.count == 1 ? "entry" : "entries"), well formed")]
    } catch {
      return [Diagnostic.from(error)]
    }
  }

  /// Sorted by file and line as a reader walks the file; the sort is stable for equal lines.
  /// Files are few: each gets a number once, so the sort compares integers only; a check that
  /// found them in order (a mode's one pass over its file) is not sorted again.
  static func sortedByPlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    if isInPlaceOrder(diagnostics) { return diagnostics }
    let files = Array(Set(diagnostics.map(\.file))).sorted()
    let rank = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
    let keys = diagnostics.enumerated().map { (rank[$1.file] ?? 0, $1.line ?? 0, $0) }
    return keys.sorted { $0 < $1 }.map { diagnostics[$0.2] }
  }

  /// `sortedByPlace` of the runs joined, kept in their runs when they are in order already.
  static func sortedByPlace(_ runs: [[Diagnostic]]) -> [[Diagnostic]] {
    let runs = runs.filter { !$0.isEmpty }
    let joinsInOrder = runs.indices.dropFirst().allSatisfy { r in isInPlaceOrder([runs[r - 1].last!, runs[r].first!]) }
    if joinsInOrder, runs.allSatisfy(isInPlaceOrder) { return runs }
    return [sortedByPlace(Array(runs.joined()))]
  }

  /// One file's lines in order, told without hashing a file name a line.
  private static func isInPlaceOrder(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.indices.dropFirst().allSatisfy { i in
      diagnostics[i - 1].file == diagnostics[i].file && (diagnostics[i - 1].line ?? 0) <= (diagnostics[i].line ?? 0)
    }
  }

  private func manifestWarnings(_ pack: Pack) -> [Diagnostic] {
    let path = PathSafety.join(pack.root, "pack.plist")
    guard pack.dataPath != path, PathSafety.isFile(path), let document = try? PlistDocument(contentsOf: path) else { return [] }
    let context = ModelContext(collectsWarnings: true)
    _ = try? document.decode(PackManifest.self, context: context)
    return context.warnings.map { Diagnostic(.warning, file: path, line: $0.line, $0.description) }
  }
}
