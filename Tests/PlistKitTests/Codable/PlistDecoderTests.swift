import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// `Decodable` types read plists of every form through `PlistDecoder`, with PlistKit's errors.
struct PlistDecoderTests {
  struct Question: Decodable, Equatable {
    let answer: String
    let icon: String
    let options: [String]
    let level: Int?
  }

  struct Deck: Decodable, Equatable {
    enum Kind: String, Decodable { case flash, quiz }
    let title: String
    let kind: Kind
    let made: Date
    let cover: Data
    let weights: [String: Double]
    let questions: [Question]
  }

  static let deck = PlistValue.dictionary(PlistDictionary([
    ("title", .string("猜图")), ("kind", .string("quiz")), ("made", .date(Date(timeIntervalSinceReferenceDate: 0))),
    ("cover", .data(Data([1, 2]))), ("weights", .dictionary(PlistDictionary([("easy", .real(0.5)), ("hard", .integer(2))]))),
    ("questions", .array([
      .dictionary(PlistDictionary([("answer", .string("太阳")), ("icon", .string("sun")), ("options", .array([.string("太"), .string("阳")]))])),
      .dictionary(PlistDictionary([("answer", .string("月亮")), ("icon", .string("moon")), ("options", .array([])), ("level", .integer(3))])),
    ])),
  ]))

  static let expected = Deck(title: "猜图", kind: .quiz, made: Date(timeIntervalSinceReferenceDate: 0), cover: Data([1, 2]),
                             weights: ["easy": 0.5, "hard": 2], questions: [
                               Question(answer: "太阳", icon: "sun", options: ["太", "阳"], level: nil),
                               Question(answer: "月亮", icon: "moon", options: [], level: 3),
                             ])

  @Test("a Decodable model from every form", arguments: ["xml", "binary", "json"])
  func everyForm(form: String) throws {
    // JSON has no dates or data: that form's deck leaves them out of the check.
    let bytes: [UInt8] = switch form {
    case "xml": XMLPlistWriter.write(Self.deck)
    case "binary": BinaryPlistWriter.write(Self.deck)
    default: []
    }
    if !bytes.isEmpty { #expect(try PlistDecoder().decode(Deck.self, from: bytes) == Self.expected) }
    let questions = try JSONPlistWriter.write(Self.deck["questions"]!)
    #expect(try PlistDecoder().decode([Question].self, from: questions) == Self.expected.questions)
  }

  @Test("a failure names the file, the line and the key path", arguments: [
    ("<array><dict><key>answer</key><string>a</string><key>icon</key><string>i</string>\n<key>options</key><array><string>x</string>\n<integer>7</integer></array></dict></array>",
     "q.plist:6: [0].options[1]: expected a string, found an integer (7)"),
    ("<array><dict><key>answer</key><string>a</string>\n<key>icno</key><string>i</string><key>options</key><array/></dict></array>",
     #"q.plist:4: [0]: missing the required key "icon" (found "icno": did you mean "icon"?)"#),
    ("<array><dict><key>answer</key><string>a</string><key>icon</key><string>i</string><key>options</key><array/>\n<key>level</key><string>3</string></dict></array>",
     "q.plist:5: [0].level: expected an integer, found a string (\"3\")"),
    ("<dict/>", "q.plist:4: (root): expected an array, found a dictionary of 0 keys"),
  ])
  func failures(body: String, message: String) {
    do throws(LoadError) {
      _ = try PlistDecoder().decode([Question].self, from: Array(xmlPlist(body).utf8), name: "q.plist")
      Issue.record("expected a failure")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func lenientScalarsAcceptTheModelLayersSlips() throws {
    let body = Array(xmlPlist("<array><dict><key>answer</key><string>a</string><key>icon</key><string>i</string><key>options</key><array/><key>level</key><string>3</string></dict></array>").utf8)
    let decoder = PlistDecoder()
    decoder.lenientScalars = true
    #expect(try decoder.decode([Question].self, from: body).first?.level == 3)
  }

  @Test func integersMustFitTheirType() {
    struct Small: Decodable { let n: UInt8 }
    do throws(LoadError) {
      _ = try PlistDecoder().decode(Small.self, from: XMLPlistWriter.write(.dictionary(PlistDictionary([("n", .integer(300))]))), name: "s.plist")
      Issue.record("expected a failure")
    } catch {
      #expect(error.description == "s.plist:6: n: expected an integer that UInt8 holds, found an integer (300)")
    }
  }

  @Test func aTypesOwnRefusalIsSaidAtItsPlace() {
    let body = Array(xmlPlist("<dict><key>title</key><string>t</string>\n<key>kind</key><string>essay</string></dict>").utf8)
    struct Header: Decodable { let title: String; let kind: Deck.Kind }
    do throws(LoadError) {
      _ = try PlistDecoder().decode(Header.self, from: body, name: "d.plist")
      Issue.record("expected a failure")
    } catch {
      #expect(error.description.hasPrefix("d.plist:5: kind: Cannot initialize Kind from invalid String value essay"))
    }
  }

  /// A dictionary of many keys is read through an index of its entries (`KeyIndex`): the same
  /// answers as looking each key up in the node, in every form, a repeated key's last value.
  @Test(arguments: ["xml", "binary", "json"])
  func aDictionaryOfManyKeysDecodesAsLookingEachUp(form: String) throws {
    let entries = (0..<3_000).map { ("key \($0 % 2_000)", PlistValue.string("value \($0)")) }
    let text = "{" + entries.map { "\"\($0.0)\": \"\($0.1.stringValue!)\"" }.joined(separator: ",") + "}"
    let bytes: [UInt8] = switch form {
    case "xml": XMLPlistWriter.write(try PlistReader.read(Array(text.utf8)))
    case "binary": BinaryPlistWriter.write(try PlistReader.read(Array(text.utf8)))
    default: Array(text.utf8)
    }
    let document = PlistDocument(name: "many.\(form)", bytes: bytes)
    let decoded = try PlistDecoder().decode([String: String].self, from: document)
    let looked = try document.withRootNode { node in
      Dictionary(node.keys.map { ($0, node.lookup($0)?.value.value.stringValue ?? "") }) { _, last in last }
    }
    #expect(decoded == looked)
    #expect(decoded.count == 2_000 && decoded["key 0"] == "value 2000" && decoded["key 1999"] == "value 1999")
  }

  struct Wanted: Decodable { let key17: String }

  @Test func aMissingKeyAmongManyIsNamedWithTheClosest() {
    let text = "{" + (0..<40).map { "\"key\($0 * 2)\": \"v\"" }.joined(separator: ",") + "}"
    do throws(LoadError) {
      _ = try PlistDecoder().decode(Wanted.self, from: Array(text.utf8), name: "many.json")
      Issue.record("expected a failure")
    } catch {
      #expect(error.description == #"many.json:1: (root): missing the required key "key17" (found "key10": did you mean "key17"?)"#)
    }
  }
}
