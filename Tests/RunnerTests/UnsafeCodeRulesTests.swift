import GameCore
import PlistKit
import Testing
import TestSupport

/// Where unsafe code may live (docs/plistkit.md, "Unsafe code"): a few small PlistKit types,
/// each with its invariants at the top and tests of its own; none in the game modes or the
/// command line. A new unsafe construct elsewhere fails here, so moving one into a kit type
/// is a decision made in review, not by accident.
struct UnsafeCodeRulesTests {
  /// The PlistKit files that may hold unsafe code, and what each is.
  static let plistKitKitTypes: Set<String> = [
    "Support/ByteView.swift",  // checked reads of borrowed bytes
    "Support/ByteOutput.swift",  // checked writes into a growing buffer
    "Support/FileBytes.swift",  // a file read or mapped whole
    "Support/Parts.swift",  // slots each part of a read fills, checked
    "Support/Parallel.swift",  // parts run on threads; a lock around a shared value
    "Support/Pipeline.swift",  // values made on a thread of their own, taken on the caller's
    "Support/CopyOnWrite.swift",  // one value shared by copies until one changes it
    "Plist/Tape/PlistTape.swift",  // the readers' flat list of values
    "Plist/Nodes/NodeHandles.swift",  // a node's reference to its reader, lent without a count
  ]

  /// Constructs that opt out of a check the language makes.
  static let unsafeConstructs = [
    "Unsafe", "unsafe", "@exclusivity(unchecked)", "@unchecked Sendable", "unsafeBitCast", "Unmanaged",
    "_withUnsafeGuaranteedRef", "assumingMemoryBound", "bindMemory", "loadUnaligned", "storeBytes",
    "unsafelyUnwrapped", "nonisolated(unsafe)",
  ]

  /// Constructs that read or lean on the standard library's private layout: none anywhere but
  /// the one lent reference.
  static let privateLayout = ["unsafeBitCast", "_guts", "_object", "_unsafeElements", "_rawBits"]

  static func swiftFiles(under folder: String) -> [String] {
    var found: [String] = []
    for name in PathSafety.contents(of: folder) {
      let path = PathSafety.join(folder, name)
      if PathSafety.isDirectory(path) {
        found += swiftFiles(under: path).map { name + "/" + $0 }
      } else if name.hasSuffix(".swift") {
        found.append(name)
      }
    }
    return found.sorted()
  }

  /// The code of a file without its comments (a comment may name a construct to explain why
  /// it is not used).
  static func code(of path: String) throws -> String {
    let text = String(decoding: try FileBytes.contents(of: path), as: UTF8.self)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
      .joined(separator: "\n")
  }

  static func files(in module: String, using constructs: [String]) throws -> [String] {
    let folder = packageRoot + "/Sources/" + module
    return try swiftFiles(under: folder).filter { file in
      let code = try code(of: folder + "/" + file)
      return constructs.contains { code.contains($0) }
    }
  }

  @Test func plistKitKeepsUnsafeCodeInItsKitTypes() throws {
    let unsafeFiles = Set(try Self.files(in: "PlistKit", using: Self.unsafeConstructs))
    #expect(unsafeFiles.subtracting(Self.plistKitKitTypes).sorted() == [])
    #expect(unsafeFiles.count <= 12)
  }

  @Test(arguments: ["GuessGame", "AppGrid", "ShopCatalog", "Runner"])
  func aModeOrTheCommandLineHoldsNoUnsafeCode(module: String) throws {
    #expect(try Self.files(in: module, using: Self.unsafeConstructs) == [])
  }

  @Test func nothingReadsTheStandardLibrarysPrivateLayout() throws {
    for module in ["PlistKit", "TerminalKit", "GameCore", "GuessGame", "AppGrid", "ShopCatalog", "Runner", "Pictures"] {
      #expect(try Self.files(in: module, using: Self.privateLayout) == [], "\(module)")
    }
  }

  @Test func thePrivateReferenceLoanLivesInOneFile() throws {
    #expect(try Self.files(in: "PlistKit", using: ["_withUnsafeGuaranteedRef"]) == ["Plist/Nodes/NodeHandles.swift"])
  }

  /// The library and the engine hand no thread-crossing type to their users unchecked.
  @Test func noPublicTypeOptsOutOfSendableChecking() throws {
    for module in ["PlistKit", "TerminalKit", "GameCore", "GuessGame", "AppGrid", "ShopCatalog"] {
      let folder = packageRoot + "/Sources/" + module
      for file in Self.swiftFiles(under: folder) {
        let lines = try Self.code(of: folder + "/" + file).split(separator: "\n")
        let offending = lines.filter { $0.contains("@unchecked Sendable") && ($0.contains("public ") || $0.contains("open ")) }
        #expect(offending == [], "\(module)/\(file)")
      }
    }
  }
}
