import GameCore
import PlistKit
import TerminalKit

/// `arcade pack DIR -o FILE` and `arcade unpack FILE -o DIR`: a pack folder as one file to send
/// (`.arcadepack`, docs/formats.md), and the folder back from it, byte for byte.
struct PackFileCommand {
  static let packSpec = CommandSpec(
    "pack", arguments: "DIR -o FILE", positionals: 1...1,
    options: [OptionSpec(["-o", "--output"], value: "FILE", help: "The pack file to write (name it .arcadepack).")],
    summary: "Write a pack folder as one file to send (.arcadepack).",
    discussion: """
      The folder must open as a pack (arcade lint DIR says what is wrong with one that does
      not). Every file in it goes in, hidden ones left out; a link is refused. The file is
      replaced atomically. arcade unpack gives the folder back; arcade play, arcade lint and the
      packs folder take the file as it is.
      """)

  static let unpackSpec = CommandSpec(
    "unpack", arguments: "FILE -o DIR", positionals: 1...1,
    options: [OptionSpec(["-o", "--output"], value: "DIR", help: "The folder to make (it must not exist yet).")],
    summary: "Give back the pack folder a pack file holds.",
    discussion: """
      DIR is made, and every file of the pack written in it, nowhere else: a name with '..',
      a path from the root, a control character or a backslash is refused before anything is
      written, and no file is written through a link.
      """)

  let arcade: Arcade

  func pack(_ parsed: ParsedCommand) -> ExitCode {
    guard let output = parsed.value("--output") else { return missingOutput(Self.packSpec, "-o FILE") }
    let folder = parsed.positionals[0]
    do throws(LoadError) {
      guard PathSafety.isDirectory(folder) else { throw .file(folder, reason: "is not a folder: arcade pack takes a pack folder") }
      _ = try arcade.loader.open(folder)
      let archive = try PackArchive.folder(folder)
      AtomicFile.removeLeftovers(in: PathSafety.directory(of: output))
      try AtomicFile.write(archive.bytes, to: output)
      let bytes = archive.files.reduce(0) { $0 + $1.bytes.count }
      arcade.console.out("Wrote \(TextCleaner.visible(output)): \(archive.files.count == 1 ? "1 file" : "\(archive.files.count) files"), \(bytes) bytes")
      return .success
    } catch {
      arcade.console.err("Error: \(error.description)")
      return .failure
    }
  }

  func unpack(_ parsed: ParsedCommand) -> ExitCode {
    guard let output = parsed.value("--output") else { return missingOutput(Self.unpackSpec, "-o DIR") }
    do throws(LoadError) {
      let archive = try PackArchive.read(parsed.positionals[0])
      try archive.unpack(into: output)
      arcade.console.out("Wrote \(TextCleaner.visible(output)): \(archive.files.count == 1 ? "1 file" : "\(archive.files.count) files")")
      return .success
    } catch {
      arcade.console.err("Error: \(error.description)")
      return .failure
    }
  }

  private func missingOutput(_ spec: CommandSpec, _ option: String) -> ExitCode {
    arcade.console.err("Error: '\(spec.name)' needs \(option)")
    arcade.console.err("Usage: \(spec.usage)")
    return .usage
  }
}
