import Foundation
import GameCore
import GuessGame
import Pictures
import PlistKit
import TerminalKit

/// Start-up, keypress frames and full redraws: the terminal engine's figures.
enum ScreenBenchmark {
  /// The program a user copies: its size on disk, with the built-in packs inside it (at most
  /// 30 MB is the goal; the baseline is that goal).
  static func printProgramSize() throws {
    let bytes = try FileManager.default.attributesOfItem(atPath: ProcessTiming.arcadePath)[.size] as? Int ?? 0
    print("\n== The program (\(ProcessTiming.arcadePath))")
    var report = Report()
    report.add(["what", "MB", "goal MB"])
    report.add(["arcade, built-in packs inside", Measure.format(Double(bytes) / 1_000_000), "30"])
    report.print()
  }

  static func run(folder: String) throws {
    print("\n== Start-up (a fresh process each, median of 15; baseline: arcade --version)")
    var report = Report()
    report.add(["what", "ms", "× baseline"])
    let (baseline, _) = try ProcessTiming.median(["--version"])
    report.add(["arcade --version", Measure.format(baseline * 1000), "1.0"])
    let (launcher, bytes) = try ProcessTiming.median(["--plain"], environment: ["COLUMNS": "80", "LINES": "24"])
    precondition(bytes > 0, "the launcher printed nothing")
    report.add(["launcher, first frame (built-in packs)", Measure.format(launcher * 1000), Measure.format(launcher / baseline)])
    let big = "\(folder)/big-guess"
    try AtomicFile.makeFolders(big)
    try AtomicFile.write(XMLPlistWriter.write(PackGenerator.questions(10_000)), to: "\(big)/questions.plist")
    let (guess, guessBytes) = try ProcessTiming.median(["guess", big, "--plain"], environment: ["COLUMNS": "80", "LINES": "24"], runs: 9)
    precondition(guessBytes > 0, "the guess mode printed nothing")
    report.add(["10,000-question pack, first question drawn", Measure.format(guess * 1000), Measure.format(guess / baseline)])
    report.print()
    try printProgramSize()

    print("\n== Frames in the guess mode (built-in Chinese pack, truecolor, pictures drawn)")
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(packageData + "/guess-zh")
    let cache = PictureCache()
    let context = PlayContext(saves: .disabled, pictures: HalfBlockPictures(depth: .trueColor, cache: cache))
    guard var game = try GuessMode().makeProgram(for: pack, context: context) as? GuessProgram else { return }
    let renderer = Renderer(depth: .trueColor)
    var frames = Report()
    frames.add(["screen", "what", "bytes", "ms"])
    for size in [Size(columns: 80, rows: 24), Size(columns: 200, rows: 60)] {
      game.resized(to: size)
      var previous = CellBuffer(size: size)
      game.draw(into: &previous)
      var full: [UInt8] = []
      let fullTime = Measure.median(runs: 51) { full = renderer.frame(from: nil, to: previous) }
      frames.add(["\(size.columns)x\(size.rows)", "full redraw", String(full.count), Measure.format(fullTime * 1000, 3)])
      // A keypress: move the focus and pick an option, then take it back; draw and diff each time.
      var keyBytes: [Int] = []
      let keyTime = Measure.median(runs: 51) {
        for key in [Key.right, .enter, .backspace] {
          _ = game.handle(.key(key), now: 0)
          var next = CellBuffer(size: size)
          game.draw(into: &next)
          keyBytes.append(renderer.frame(from: previous, to: next).count)
          previous = next
        }
      }
      let averageBytes = keyBytes.reduce(0, +) / max(1, keyBytes.count)
      frames.add(["\(size.columns)x\(size.rows)", "keypress: handle + draw + diff", "\(averageBytes) (×\(Measure.format(Double(averageBytes) / Double(full.count), 3)) of full)", Measure.format(keyTime / 3 * 1000, 3)])
    }
    game.resized(to: Size(columns: 80, rows: 24))
    let before = cache.decodes
    let nextTime = Measure.median(runs: 15) {
      _ = game.handle(.key(.function(5)), now: 0)
      var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
      game.draw(into: &buffer)
    }
    frames.add(["80x24", "next question (new picture decoded)", "-", Measure.format(nextTime * 1000, 3)])
    _ = game.handle(.key(.function(2)), now: 0)
    let decodes = cache.decodes
    var again = CellBuffer(size: Size(columns: 80, rows: 24))
    game.draw(into: &again)
    frames.print()
    print("pictures decoded: \(decodes - before) for 15 questions; redrawing decoded \(cache.decodes - decodes) more")
  }

  static var packageData: String {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("plist-data").path
  }
}
