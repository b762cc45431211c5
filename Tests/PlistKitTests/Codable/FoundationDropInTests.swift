import Foundation
import Testing
@testable import PlistKit

/// `PlistDecoder` and `PlistEncoder` in place of Foundation's: the same calls on `Data`, the
/// same values, the same errors with the same coding paths, `super` where Foundation puts it.
struct FoundationDropInTests {
  struct Item: Codable, Equatable {
    var x: Int
    var y: String
    var when: Date?
    var tags: [String]
  }

  struct Box: Codable, Equatable {
    var items: [Item]
    var ratio: Double
    var on: Bool
  }

  static let box = Box(items: [Item(x: 1, y: "一", when: Date(timeIntervalSinceReferenceDate: 86_400), tags: ["a"]),
                               Item(x: -2, y: "two", when: nil, tags: [])], ratio: 0.25, on: true)

  @Test("what one encoder writes, both decoders read", arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func bothWays(format: PropertyListSerialization.PropertyListFormat) throws {
    #expect(PlistEncoder().outputFormat == .binary, "the default is binary, as Foundation's")
    let encoder = PlistEncoder()
    encoder.outputFormat = format
    let foundation = PropertyListEncoder()
    foundation.outputFormat = format
    for data in [try encoder.encode(Self.box), try foundation.encode(Self.box)] {
      var read = PropertyListSerialization.PropertyListFormat.openStep
      #expect(try PlistDecoder().decode(Box.self, from: data, format: &read) == Self.box)
      #expect(read == format)
      #expect(try PropertyListDecoder().decode(Box.self, from: data) == Self.box)
    }
  }

  @Test func openStepIsNeverWritten() {
    let encoder = PlistEncoder()
    encoder.outputFormat = .openStep
    #expect(throws: EncodingError.self) { try encoder.encode(Self.box) }
    #expect(throws: EncodingError.self) { try PropertyListEncoder().with(.openStep).encode(Self.box) }
  }

  /// The error's case and coding path, as both decoders give them.
  static func described(_ error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String { keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?: return "keyNotFound \(key.stringValue) at \(path(context.codingPath))"
    case .typeMismatch(_, let context)?: return "typeMismatch at \(path(context.codingPath))"
    case .valueNotFound(_, let context)?: return "valueNotFound at \(path(context.codingPath))"
    case .dataCorrupted(let context)?: return "dataCorrupted at \(path(context.codingPath))"
    default: return "not a DecodingError: \(error)"
    }
  }

  static func plist(_ items: String) -> Data {
    Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>ratio</key><real>1</real><key>on</key><true/>"
          + "<key>items</key><array>\(items)</array></dict></plist>").utf8)
  }

  @Test("each error as Foundation's decoder gives it", arguments: [
    ("<dict><key>x</key><integer>1</integer><key>tags</key><array/></dict>", "keyNotFound y at items.[0]"),
    ("<dict><key>x</key><string>1</string><key>y</key><string>a</string><key>tags</key><array/></dict>", "typeMismatch at items.[0].x"),
    ("<dict><key>x</key><integer>1</integer><key>y</key><string>a</string><key>tags</key><array><integer>3</integer></array></dict>",
     "typeMismatch at items.[0].tags.[0]"),
  ])
  func sameError(items: String, expected: String) {
    let data = Self.plist(items)
    for decode in [{ _ = try PlistDecoder().decode(Box.self, from: data) }, { _ = try PropertyListDecoder().decode(Box.self, from: data) }] {
      do {
        try decode()
        Issue.record("decoded")
      } catch {
        #expect(Self.described(error) == expected)
      }
    }
  }

  @Test func corruptDataIsDataCorruptedAtTheRootWithTheLine() {
    let data = Data("<?xml version=\"1.0\"?>\n<plist><array>\n<string>a</array></plist>".utf8)
    do {
      _ = try PlistDecoder().decode([String].self, from: data)
      Issue.record("decoded")
    } catch {
      #expect(Self.described(error) == "dataCorrupted at ")
      guard case DecodingError.dataCorrupted(let context)? = error as? DecodingError else { return }
      #expect(context.debugDescription == "The given data was not a valid property list. data:3:10: expected </string>, found '</array>'")
    }
    #expect(throws: DecodingError.self) { try PropertyListDecoder().decode([String].self, from: data) }
  }

  /// `Data` is read where it lies, not copied first: empty data, a slice of a larger buffer,
  /// and a file large enough to be read ahead decode as their bytes do, errors included.
  @Test func dataIsReadAsItsBytesAre() throws {
    #expect(throws: DecodingError.self) { try PlistDecoder().decode([Int].self, from: Data()) }
    let values = (0..<40_000).map { "value \($0)" }
    let bytes = XMLPlistWriter.write(.array(values.map { .string($0) }))
    #expect(bytes.count >= PlistReader.aheadBytes)
    let padded = Data([0, 0, 0] + bytes + [0])
    let slice = padded[padded.startIndex + 3 ..< padded.endIndex - 1]
    #expect(try PlistDecoder().decode([String].self, from: slice) == values)
    #expect(try PlistDecoder().decode([String].self, from: Data(bytes)) == values)
    var broken = bytes
    broken.removeLast(30)
    do {
      _ = try PlistDecoder().decode([String].self, from: Data(broken))
      Issue.record("decoded")
    } catch {
      let context = try #require((error as? DecodingError).flatMap { if case .dataCorrupted(let context) = $0 { context } else { nil } })
      // The last element (line 4 + 40,000) lost its closing tag and the end of its text.
    #expect(context.debugDescription == "The given data was not a valid property list. data:40004:2: unexpected end of file: <string> is not closed")
    }
  }

  /// Records where `init(from:)` was asked to decode.
  struct Where: Decodable, Equatable {
    var path: [String]
    init(from decoder: any Decoder) throws {
      path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      _ = try decoder.container(keyedBy: PathKey.self)
    }
  }

  struct Outer: Decodable, Equatable {
    var top: Where
    var list: [Where]
    var nested: [String: Where]
  }

  @Test func aDecodersCodingPathIsWhereItIs() throws {
    let data = Data(("<?xml version=\"1.0\"?><plist><dict><key>top</key><dict/><key>list</key><array><dict/><dict/></array>"
                     + "<key>nested</key><dict><key>k</key><dict/></dict></dict></plist>").utf8)
    let ours = try PlistDecoder().decode(Outer.self, from: data)
    #expect(ours == (try PropertyListDecoder().decode(Outer.self, from: data)))
    #expect(ours.top.path == ["top"] && ours.list.map(\.path) == [["list", "[0]"], ["list", "[1]"]] && ours.nested["k"]?.path == ["nested", "k"])
  }

  /// Decodes through nested containers by hand, noting each container's coding path; the
  /// elements after the first are decoded through the nested array, so their decoders are
  /// where the array is.
  struct ByHand: Decodable, Equatable {
    var paths: [[String]]
    var rest: [Where]
    var value: Int
    enum Keys: String, CodingKey { case outer, list, value }

    init(from decoder: any Decoder) throws {
      func names(_ keys: [any CodingKey]) -> [String] { keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } }
      let top = try decoder.container(keyedBy: Keys.self)
      let outer = try top.nestedContainer(keyedBy: Keys.self, forKey: .outer)
      var list = try outer.nestedUnkeyedContainer(forKey: .list)
      let first = try list.nestedContainer(keyedBy: Keys.self)
      var rest: [Where] = []
      while !list.isAtEnd { rest.append(try list.decode(Where.self)) }
      paths = [names(top.codingPath), names(outer.codingPath), names(list.codingPath), names(first.codingPath)]
      value = try first.decode(Int.self, forKey: .value)
      self.rest = rest
    }
  }

  @Test("nested containers where Foundation's are", arguments: ["<integer>3</integer>", "<string>3</string>"])
  func nestedContainersAreWhereFoundationsAre(value: String) throws {
    let data = Data(("<?xml version=\"1.0\"?><plist><array><dict><key>outer</key><dict><key>list</key><array>"
                     + "<dict><key>value</key>\(value)</dict><dict/><dict/></array></dict></dict></array></plist>").utf8)
    let foundation = Result { try PropertyListDecoder().decode([ByHand].self, from: data) }
    let ours = Result { try PlistDecoder().decode([ByHand].self, from: data) }
    switch (ours, foundation) {
    case let (.success(ours), .success(foundation)):
      #expect(ours == foundation)
      #expect(ours.first?.paths == [["[0]"], ["[0]", "outer"], ["[0]", "outer", "list"], ["[0]", "outer", "list", "[0]"]])
      #expect(ours.first?.rest.map(\.path) == [["[0]", "outer", "list", "[1]"], ["[0]", "outer", "list", "[2]"]])
    case let (.failure(ours), .failure(foundation)):
      #expect(Self.described(ours) == Self.described(foundation))
      #expect(Self.described(ours) == "typeMismatch at [0].outer.list.[0].value")
    default:
      Issue.record("ours: \(ours), Foundation's: \(foundation)")
    }
  }

  class Animal: Codable {
    var name: String
    init(name: String) { self.name = name }
  }

  /// A subclass whose key collides with its superclass's: `super` keeps them apart.
  final class Dog: Animal {
    var breed: String
    var dogName: String
    init(name: String, breed: String, dogName: String) {
      self.breed = breed
      self.dogName = dogName
      super.init(name: name)
    }
    enum Keys: String, CodingKey { case breed, name }
    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      breed = try container.decode(String.self, forKey: .breed)
      dogName = try container.decode(String.self, forKey: .name)
      try super.init(from: container.superDecoder())
    }
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(breed, forKey: .breed)
      try container.encode(dogName, forKey: .name)
      try super.encode(to: container.superEncoder())
    }
  }

  @Test func aSuperclassRoundTripsThroughSuperFromEitherEncoder() throws {
    let dog = Dog(name: "animal name", breed: "collie", dogName: "Rex")
    let ours = PlistEncoder()
    ours.outputFormat = .xml
    let foundation = PropertyListEncoder()
    foundation.outputFormat = .xml
    for data in [try ours.encode(dog), try foundation.encode(dog)] {
      for decoded in [try PlistDecoder().decode(Dog.self, from: data), try PropertyListDecoder().decode(Dog.self, from: data)] {
        #expect(decoded.name == "animal name" && decoded.dogName == "Rex" && decoded.breed == "collie")
      }
    }
  }
}

extension PropertyListEncoder {
  func with(_ format: PropertyListSerialization.PropertyListFormat) -> PropertyListEncoder {
    outputFormat = format
    return self
  }
}

/// The XML `PlistEncoder` writes is the XML `PropertyListEncoder` writes, byte for byte, for
/// values whose reals print alike (CoreFoundation prints 0.1 as 0.10000000000000001, PlistKit
/// as 0.1: see docs/formats.md).
struct FoundationXMLTests {
  struct Everything: Codable {
    var text = "a < b & c > d \"q\" 'a' 猜图 😀"
    var empty = ""
    var numbers: [Int] = [0, -1, Int(Int32.max), Int.min, Int.max]
    var flags = [true, false]
    var reals: [Double] = [0.25, -2, 1_024, 0.5e-3]
    var when = Date(timeIntervalSinceReferenceDate: -86_400 * 365)
    var blob = Data((0..<100).map { UInt8($0) })
    var table = ["zeta": [1], "alpha": [], "Beta": [2, 3]]
    var nested: [[String: String]] = [[:], ["k": "v"]]
  }

  @Test func theXMLIsFoundationsByteForByte() throws {
    let ours = PlistEncoder()
    ours.outputFormat = .xml
    let foundation = PropertyListEncoder()
    foundation.outputFormat = .xml
    let (a, b) = (try ours.encode(Everything()), try foundation.encode(Everything()))
    #expect(String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self))
  }

  /// Dates before the Gregorian calendar began (1582) and around it, written and read as
  /// Foundation writes and reads them.
  @Test func datesBefore1582AreFoundations() throws {
    let seconds: [Double] = [-63_113_904_000, -62_135_769_600, -62_104_233_600, -13_197_600_000, -13_197_168_000, -12_212_553_600,
                             -31_622_400 * 400, -978_307_200, 0, 1e9]
    let dates = seconds.map { Date(timeIntervalSinceReferenceDate: $0) }
    let ours = PlistEncoder()
    ours.outputFormat = .xml
    let foundation = PropertyListEncoder()
    foundation.outputFormat = .xml
    let (a, b) = (try ours.encode(dates), try foundation.encode(dates))
    #expect(String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self))
    #expect(try PlistDecoder().decode([Date].self, from: b) == (try PropertyListDecoder().decode([Date].self, from: b)))
  }

  /// Reals written as `PropertyListEncoder` writes them (the fewest digits), and as
  /// `PropertyListSerialization` (CoreFoundation, 17 digits) with `.coreFoundation`: every
  /// kind of `Double`, and 500 random ones.
  @Test func realsAreWrittenAsEachOfFoundationsWritersWritesThem() throws {
    var generator = SplitMix64(seed: 17)
    var reals: [Double] = [0.1, 1e300, -0.0, 0, .infinity, -.infinity, .leastNonzeroMagnitude, 1e16, 0.30000000000000004, 123_456_789.125, -2.5e-8,
                           .greatestFiniteMagnitude, .leastNormalMagnitude, 1 / 3]
    reals += (0..<500).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
    let ours = PlistEncoder()
    ours.outputFormat = .xml
    let foundation = PropertyListEncoder()
    foundation.outputFormat = .xml
    let (a, b) = (try ours.encode(reals), try foundation.encode(reals))
    #expect(String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self))
    ours.realStyle = .coreFoundation
    let cf = try ours.encode(reals)
    let serialized = try PropertyListSerialization.data(fromPropertyList: reals, format: .xml, options: 0)
    #expect(String(decoding: cf, as: UTF8.self) == String(decoding: serialized, as: UTF8.self))
    // Both read back as the same numbers (CoreFoundation's zero has no sign).
    #expect(try PlistDecoder().decode([Double].self, from: a).map(\.bitPattern) == reals.map(\.bitPattern))
    #expect(try PlistDecoder().decode([Double].self, from: cf).map(\.bitPattern) == reals.map { $0 == 0 ? 0 : $0.bitPattern })
  }
}
