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
                 help: "xml, binary or json (default: from OUT's extension, .json or .bplist/.binary, else xml)."),
    ],
    summary: "Convert a plist between XML, binary and JSON.",
    discussion: """
      IN may be XML, binary, OpenStep text or JSON (told by its bytes: a JSON file starts with
      '{' or '['). JSON's null as an object's value is left out; a value a form cannot carry is
      an error naming its key path. A file is replaced atomically; a device, FIFO or terminal
      (/dev/null, a pipe) is written in place; a link is written through to its file. The
      output may be at most 32 times the input's size (and at least 64 MB): a small binary
      plist whose containers are shared from many places could otherwise expand to gigabytes.
      """)

  /// The most a conversion writes: 32 times its input's size, and at least 64 MB. Apple's and
  /// Python's writers make XML and JSON 2 to 5 times the size of the binary form; a binary
  /// file of one-byte references to one short string is the largest honest case, about 20.
  static func outputLimit(inputSize: Int) -> Int { max(64 << 20, 32 * inputSize) }

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    guard let output = parsed.value("--output") else {
      arcade.console.err("Error: 'convert' needs an output file: -o OUT")
      arcade.console.err("Usage: \(Self.spec.usage)")
      return .usage
    }
    let format = parsed.value("--format") ?? Self.format(forOutput: output)
    let input = parsed.positionals[0]
    do throws(LoadError) {
      let document = try PlistDocument(contentsOf: input)
      let limit = Self.outputLimit(inputSize: document.byteCount)
      // Written from the file read in place: no tree of its values is built.
      let written = try document.withRootNode { root in
        Result { () throws(PlistError) -> [UInt8] in
          switch format {
          case "binary": try BinaryPlistWriter.write(root, limit: limit)
          case "json": try JSONPlistWriter.write(root, limit: limit)
          default: try XMLPlistWriter.checkedWrite(root, limit: limit)
          }
        }
      }
      let bytes: [UInt8]
      do throws(PlistError) {
        bytes = try written.get()
      } catch where error == OutputLimit.passed(limit) {
        throw .file(input, reason: "as \(format) it would be larger than \(limit) bytes, the most a conversion writes (32 times the input's \(document.byteCount) bytes, at least 64 MB): its containers are shared from many places")
      } catch {
        throw .syntax(error.inFile(input))
      }
      if output == "-" {
        StandardStream.writeAll(bytes, to: StandardStream.output)
      } else {
        // What a conversion killed mid-write left beside its output (`.NAME.PID.N.tmp`); not
        // looked for beside a device or a FIFO, which are written in place.
        if PathSafety.isFile(output) || PathSafety.realPath(output) == nil {
          AtomicFile.removeLeftovers(in: PathSafety.directory(of: output))
        }
        try AtomicFile.write(bytes, to: output)
      }
      return .success
    } catch {
      arcade.console.err("Error: \(error.description)")
      return .failure
    }
  }
}

extension ConvertCommand {
  /// The form an output's name asks for: `.json` JSON, `.bplist` or `.binary` binary, else XML
  /// (`.plist` says nothing of its form: Apple's tools write both under it).
  static func format(forOutput output: String) -> String {
    let lowered = output.lowercased()
    if lowered.hasSuffix(".json") { return "json" }
    if lowered.hasSuffix(".bplist") || lowered.hasSuffix(".binary") { return "binary" }
    return "xml"
  }
}
