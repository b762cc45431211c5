import Foundation
import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport

/// A pack as one file, and the built-in packs inside the program: what goes in comes out byte
/// for byte, and a file that would write anywhere else, or too much, is refused saying why.
struct PackArchiveTests {
  static let builtIn = packageRoot + "/plist-data"

  /// Every regular file under `folder`, by its path inside it.
  static func tree(_ folder: String) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let walker = FileManager.default.enumerator(atPath: folder)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
        files[path] = try FileBytes.contents(of: folder + "/" + path)
      }
    }
    return files
  }

  @Test("a pack folder comes back byte for byte", arguments: ["guess-zh", "shop-en", "apps-zh"])
  func roundTrip(pack: String) throws {
    let archive = try PackArchive.folder(Self.builtIn + "/" + pack)
    let file = TemporaryFolder()
    let path = file.write("quiz.arcadepack", bytes: archive.bytes)
    let read = try PackArchive.read(path)
    #expect(read == archive)
    try read.unpack(into: file.url("out"))
    #expect(try Self.tree(file.url("out")) == (try Self.tree(Self.builtIn + "/" + pack)))
  }

  @Test func theBuiltInPacksComeOutOfTheProgramAsTheyWentIn() throws {
    let bytes = try BuiltInPacks.archive(of: Self.builtIn)
    let cache = TemporaryFolder()
    let folder = try BuiltInPacks.unpacked(bytes, into: cache.url(BuiltInPacks.folderName(for: bytes)))
    #expect(try Self.tree(folder) == (try Self.tree(Self.builtIn)))
    // Written once: a second start finds the folder and leaves it be.
    #expect(try BuiltInPacks.unpacked(bytes, into: folder) == folder)
    #expect(PathSafety.contents(of: cache.path) == [BuiltInPacks.folderName(for: bytes)])
  }

  static func file(_ entries: [(String, PlistValue)], format: String = "arcadepack") -> PlistValue {
    .dictionary(PlistDictionary([("format", .string(format)), ("version", .integer(1)), ("files", .dictionary(PlistDictionary(entries)))]))
  }

  static let png = PlistValue.data(Data([0x89, 0x50]))

  @Test("a pack file that would write elsewhere or is not one is refused", arguments: [
    (file([("../evil.sh", png)]), "x: \"../evil.sh\": '.' and '..' are not names in a pack"),
    (file([("/etc/passwd", png)]), "x: \"/etc/passwd\": a path is relative, with no empty part (no leading or doubled /)"),
    (file([("a//b", png)]), "x: \"a//b\": a path is relative, with no empty part (no leading or doubled /)"),
    (file([("pictures\\sun.png", png)]), "x: \"pictures\\sun.png\": the name holds a control character or a backslash"),
    (file([("a\u{1B}b", png)]), "x: \"a\\eb\": the name holds a control character or a backslash"),
    (file([("~root", png)]), "x: \"~root\": an absolute path is not allowed; name a file inside the pack"),
    (file([("a", png), ("a/b", png)]), "x: \"a/b\" is named twice, or is both a file and a folder"),
    (file([("pack.plist", .string("text"))]), "x: files.\"pack.plist\": expected the file's bytes (data)"),
    (file([], format: "zip"), "x: is not a pack file: no format = \"arcadepack\" at its top"),
    (.string("hello"), "x: is not a pack file: no format = \"arcadepack\" at its top"),
    (file([(String(repeating: "d/", count: 16) + "f", png)]), "x: \"d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/f\": is more than 16 folders deep"),
  ])
  func refused(value: PlistValue, message: String) {
    #expect(throws: LoadError.self) { try PackArchive(plist: value, name: "x") }
    do {
      _ = try PackArchive(plist: value, name: "x")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func tooManyFilesAreRefusedBeforeOneIsKept() {
    let entries = (0...PackArchive.mostFiles).map { ("f\($0)", Self.png) }
    do {
      _ = try PackArchive(plist: Self.file(entries), name: "x")
      Issue.record("read")
    } catch {
      #expect(error.description == "x: holds 20001 files; a pack holds at most 20000")
    }
  }

  @Test func aFolderWithALinkIsRefusedAndUnpackWritesOnlyANewFolder() throws {
    let folder = TemporaryFolder()
    folder.write("pack/pack.plist", "{}")
    folder.link("pack/secret", to: "/etc/hostname")
    do {
      _ = try PackArchive.folder(folder.url("pack"))
      Issue.record("read")
    } catch {
      #expect(error.description == folder.url("pack/secret") + ": is a link: a pack file holds files and folders only")
    }
    let archive = try PackArchive(files: [PackArchive.File(path: "pack.plist", bytes: [0x7B, 0x7D])], name: "x")
    do {
      try archive.unpack(into: folder.url("pack"))
      Issue.record("unpacked over a folder")
    } catch {
      #expect(error.description == folder.url("pack") + ": is there already: name a new folder")
    }
  }

  @Test("base64 as the program carries it", arguments: [("", []), ("QQ==", [0x41]), ("QUI=", [0x41, 0x42]), ("QUJD", [0x41, 0x42, 0x43])] as [(String, [UInt8])])
  func base64(text: String, bytes: [UInt8]) {
    #expect(Base64.decode(Array(text.utf8)) == bytes)
  }
}
