import GameCore
import PlistKit
import TerminalKit

/// `arcade convert IN -o OUT`: rewrites a plist of any form as XML, binary or JSON.
struct ConvertCommand {
  static let spec = CommandSpec(
    "convert", arguments: "IN -o OUT", positionals: 1...1,
    options: [
      OptionSpec(["-o", "--output"], value: "OUT", help: "The file to write ('-' for standard output)."),
      OptionSpec(["--format"], value: "FORMAT", allowed: ["xml", "binary", "json"],
                 help: "xml, binary or json (default: json for a .json OUT, else xml)."),
    ],
    summary: "Convert a plist between XML, binary and JSON.",
    discussion: """
      IN may be XML, binary, OpenStep text or JSON (told by its bytes: a JSON file starts with
      '{' or '['). JSON's null as an object's value is left out; a value a form cannot carry is
      an error naming its key path. The output file is replaced atomically.
      """)

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    guard let output = parsed.value("--output") else {
      arcade.console.err("Error: 'convert' needs an output file: -o OUT")
      arcade.console.err("Usage: \(Self.spec.usage)")
      return .usage
    }
    let format = parsed.value("--format") ?? (output.hasSuffix(".json") ? "json" : "xml")
    do throws(LoadError) {
      let value = try PlistDocument(contentsOf: parsed.positionals[0]).value()
      let bytes: [UInt8]
      switch format {
      case "binary": bytes = BinaryPlistWriter.write(value)
      case "json":
        do throws(PlistError) { bytes = try JSONPlistWriter.write(value) } catch { throw .syntax(error.inFile(parsed.positionals[0])) }
      default:
        do throws(PlistError) { bytes = try XMLPlistWriter.checkedWrite(value) } catch { throw .syntax(error.inFile(parsed.positionals[0])) }
      }
      if output == "-" {
        bytes.withUnsafeBufferPointer { StandardStream.writeAll($0, to: StandardStream.output) }
      } else {
        try AtomicFile.write(bytes, to: output)
      }
      return .success
    } catch {
      arcade.console.err("Error: \(error.description)")
      return .failure
    }
  }
}
