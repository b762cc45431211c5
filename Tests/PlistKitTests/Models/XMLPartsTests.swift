import Testing
@testable import PlistKit

/// Large XML packs are read in parts on every core, each part from a guessed element start;
/// these check that the result, and the error, are always those of one reading in order,
/// including when the guesses are wrong.
struct XMLPartsTests {
  static func element(_ i: Int, negative: Bool = false) -> String {
    "\t<dict>\n\t\t<key>number</key>\n\t\t<integer>\(negative ? -1 : i)</integer>\n\t\t<key>label</key>\n\t\t<string>第\(i)题</string>\n\t</dict>\n"
  }

  static func document(_ elements: [String]) -> [UInt8] {
    Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n" + elements.joined() + "</array>\n</plist>\n").utf8)
  }

  /// One reading in order: lint's decode, which never splits.
  static func inOrder(_ bytes: [UInt8]) throws -> [NumberedEntry] {
    try PlistDocument(name: "n.plist", bytes: bytes).decodeArray(of: NumberedEntry.self, context: ModelContext(collectsWarnings: true))
  }

  static func inParts(_ bytes: [UInt8], parts: Int) throws -> [NumberedEntry]? {
    switch try ModelBatch.decodeXML(NumberedEntry.self, bytes: bytes, context: ModelContext(), parts: parts) {
    case .success(let models)?: return models
    case .failure(let error)?: throw LoadError.model(PlistDocument(name: "n.plist", bytes: bytes).located(error))
    case nil: return nil
    }
  }

  /// What a decode gave, as text: the models, or the message.
  static func outcome(_ decode: () throws -> [NumberedEntry]?) -> String? {
    do {
      return try decode().map { "\($0)" }
    } catch let error as PlistError {
      return LoadError.syntax(error.inFile("n.plist")).description
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [(0, 2), (1, 2), (2, 2), (7, 3), (100, 2), (1000, 4), (999, 8)])
  func aPackReadInPartsIsThePackReadInOrder(count: Int, parts: Int) throws {
    let bytes = Self.document((0..<count).map { Self.element($0) })
    let models = try #require(try Self.inParts(bytes, parts: parts))
    #expect(models == (try Self.inOrder(bytes)))
    #expect(models.map(\.number) == Array(0..<count))
    if count >= 100 {
      let partsRead = try bytes.withByteView { try PlistReader.forEachXMLRootNode($0, parts: parts) { _, _, _ in true } }
      #expect(partsRead == parts, "every cut was a boundary")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func damagedPacksFailInPartsAsTheyFailInOrder() {
    var elements = (0..<60).map { Self.element($0) }
    for i in stride(from: 5, to: 60, by: 7) { elements[i] += "\t<!-- </dict>\n\t<dict> -->\n" }
    let pack = Self.document(elements)
    var rng = SplitMix64(seed: 29)
    var compared = 0
    for _ in 0..<1000 {
      var bytes = pack
      for _ in 0..<Int.random(in: 1...3, using: &rng) { bytes = MutationTests.mutate(bytes, using: &rng) }
      guard let inParts = Self.outcome({ try Self.inParts(bytes, parts: 3) }) else { continue }
      #expect(inParts == Self.outcome({ try Self.inOrder(bytes) }))
      compared += 1
    }
    #expect(compared > 900)
  }

  /// Values and comments in which `</dict>` then `<dict>` is not a boundary between the
  /// root's elements.
  static let decoys: [(String, String)] = [
    ("a comment", "\t\t<!-- </dict>\n\t<dict> -->\n"),
    ("a nested array", "\t\t<key>extra</key>\n\t\t<array>\n\t\t\t<dict>\n\t\t\t</dict>\n\t\t\t<dict>\n\t\t\t</dict>\n\t\t</array>\n"),
    ("a CDATA section", "\t\t<key>extra</key>\n\t\t<string><![CDATA[</dict> <dict>]]></string>\n"),
  ]

  @Test(arguments: decoys)
  func aWrongGuessIsReadInOrder(what: String, decoy: String) throws {
    // The last element is large and full of decoys, so the cut for the second part falls on
    // one of them and no place after it looks like a boundary.
    var elements = (0..<50).map { Self.element($0) }
    elements.append("\t<dict>\n" + String(repeating: decoy, count: 200)
      + "\t\t<key>number</key>\n\t\t<integer>50</integer>\n\t\t<key>label</key>\n\t\t<string>last</string>\n\t</dict>\n")
    let bytes = Self.document(elements)
    let models = try #require(try Self.inParts(bytes, parts: 2))
    #expect(models == (try Self.inOrder(bytes)), "\(what)")
    #expect(models.count == 51)

    var partsRead: Int?
    var seen = 0
    try bytes.withByteView { buffer in
      partsRead = try PlistReader.forEachXMLRootNode(buffer, parts: 2) { part, _, _ in
        if part == 0 { seen += 1 }
        return true
      }
    }
    #expect(partsRead == 1, "the first part read on past its wrong cut, to the end")
    #expect(seen == 51)
  }

  @Test(arguments: [
    ([900], "n.plist:5404: [900]: a number must not be negative"),
    ([3, 900], "n.plist:22: [3]: a number must not be negative"),
    ([999], "n.plist:5998: [999]: a number must not be negative"),
    ([0], "n.plist:4: [0]: a number must not be negative"),
  ])
  func theFirstFailingElementIsReported(negativeAt: [Int], message: String) throws {
    let bytes = Self.document((0..<1000).map { Self.element($0, negative: negativeAt.contains($0)) })
    for parts in [2, 3] {
      #expect {
        _ = try Self.inParts(bytes, parts: parts)
      } throws: { error in
        (error as? LoadError)?.description == message
      }
    }
  }

  @Test(arguments: [
    ("\t<dikt>\n", "n.plist:5404:2: unknown tag <dikt>: expected string, integer, real, true, false, date, data, array or dict"),
    ("\t</array>\n", "n.plist:5405:3: expected </plist>, found '<key>'"),
    ("\t<dict>\n", "n.plist:6005:1: expected <key> or </dict>, found '</array>'"),
  ])
  func aSyntaxErrorInALaterPartIsTheOneReadInOrder(broken: String, message: String) throws {
    // Element 900's first line is replaced, or one more <dict> is opened at the end.
    var elements = (0..<1000).map { Self.element($0) }
    if broken == "\t<dict>\n" {
      elements.append(broken)
    } else {
      elements[900] = elements[900].replacingFirstLine(with: broken)
    }
    let bytes = Self.document(elements)
    #expect {
      _ = try Self.inOrder(bytes)
    } throws: { error in
      (error as? LoadError)?.description == message
    }
    for parts in [2, 4] {
      #expect {
        _ = try Self.inParts(bytes, parts: parts)
      } throws: { error in
        guard let error = error as? PlistError else { return false }
        return LoadError.syntax(error.inFile("n.plist")).description == message
      }
    }
  }

  @Test func notAnArrayRootIsLeftToTheReadingInOrder() throws {
    let dictionary = Array("<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>".utf8)
    #expect(try Self.inParts(dictionary, parts: 2) == nil)
    #expect(try Self.inParts(BinaryPlistWriter.write(.array([])), parts: 2) == nil)
  }
}

extension String {
  fileprivate func replacingFirstLine(with line: String) -> String {
    line + split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1]
  }
}
