import GameCore
import Pictures
import PlistKit
import TerminalKit

/// `arcade show FILE`: prints a picture in the terminal as pack authors will see it in a game.
struct ShowCommand {
  static let spec = CommandSpec(
    "show", arguments: "FILE", positionals: 1...1,
    options: [
      OptionSpec(["--width"], value: "N", help: "Columns to fit the picture in (default: the terminal's, at most 80)."),
      OptionSpec(["--height"], value: "N", help: "Rows to fit the picture in (default: the terminal's less two)."),
      OptionSpec(["--color"], value: "WHEN", allowed: ["auto", "always", "never"], help: "Colour: auto (default), always or never."),
      OptionSpec(["--pictures"], value: "HOW", allowed: ["auto", "kitty", "iterm", "sixel", "blocks", "sextant", "octant", "ramp"],
                 help: "The terminal's graphics (kitty, iterm, sixel), half blocks, sextants, octants or the ramp (default auto, or $ARCADE_PICTURES)."),
      OptionSpec(["--dither"], help: "Dither a sixel picture: smoother shades, more bytes (or ARCADE_DITHER=1)."),
    ],
    summary: "Show a picture (PNG, JPEG, PPM/PGM) as it is drawn in a game.")

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    let terminal = TerminalSize.current(fd: 1, environment: arcade.environment)
    var box = (width: min(80, terminal.columns), height: max(1, terminal.rows - 2))
    for (key, label) in [("--width", "width"), ("--height", "height")] {
      guard let text = parsed.value(key) else { continue }
      guard let n = Int(text), (1...1000).contains(n) else {
        arcade.console.err("Error: option '\(key)' needs a whole number from 1 to 1000, found '\(text)'")
        arcade.console.err("Usage: \(Self.spec.usage)")
        return .usage
      }
      if label == "width" { box.width = n } else { box.height = n }
    }
    let depth = ColorDepth.detect(choice: parsed.value("--color") ?? "auto", environment: arcade.environment,
                                  isTerminal: StandardStream.isTerminal(1))
    let path = parsed.positionals[0]
    do throws(PictureError) {
      let bytes: [UInt8]
      do throws(LoadError) {
        bytes = try FileBytes.contents(of: path)
      } catch {
        // The error line names the file already.
        if case .file(_, let reason) = error { throw PictureError(reason) }
        throw PictureError(error.description)
      }
      let how: PictureProtocol
      switch PictureProtocol.choose(parsed.value("--pictures"), environment: arcade.environment, colour: depth != .none) {
      case .success(let chosen): how = chosen
      case .failure(let failure):
        arcade.console.err("Error: \(failure.reason)")
        return .usage
      }
      if how == .kitty || how == .sixel || how == .iterm {
        let out = try GraphicsPicture.encode(bytes, how: how, columns: box.width, rows: box.height, cell: TerminalSize.cellPixels(),
                                             dither: Arcade.dithers(parsed, environment: arcade.environment))
        StandardStream.writeAll(out, to: StandardStream.output)
        return .success
      }
      let drawn = how == .ramp ? ColorDepth.none : depth
      let mosaic: Mosaic? = how == .sextant ? .sextants : how == .octant ? .octants : nil
      let cells = if let mosaic, drawn != .none { try mosaic.render(bytes, columns: box.width, rows: box.height) }
        else { try HalfBlock.render(bytes, columns: box.width, rows: box.height, depth: drawn) }
      let renderer = Renderer(depth: drawn)
      for row in cells {
        var line: [UInt8] = []
        for cell in row {
          if drawn != .none { line += renderer.sgr(cell.style) }
          line += Array(cell.text.utf8)
        }
        if drawn != .none { line += Array("\u{1B}[0m".utf8) }
        arcade.console.raw(String(decoding: line, as: UTF8.self))
      }
      return .success
    } catch {
      arcade.console.err("Error: \(path): \(error.reason)")
      return .failure
    }
  }
}
