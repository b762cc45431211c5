import Foundation
import Testing
@testable import PlistKit

/// A value changed where it is, through the subscripts and a text path as errors print it.
struct ChangeInPlaceTests {
  static let book = PlistValue.dictionary(PlistDictionary([
    ("recipes", .array([
      .dictionary(PlistDictionary([("name", .string("eggs")), ("steps", .array([.string("crack"), .string("whisk")]))])),
      .dictionary(PlistDictionary([("name", .string("tea")), ("serves", .integer(1))])),
    ])),
  ]))

  @Test func aDeepValueIsSetThroughTheSubscripts() {
    var book = Self.book
    book["recipes"]?[1]?["steps"] = .array([.string("boil"), .string("steep")])
    book["recipes"]?[0]?["steps"]?[1] = .string("beat")
    book["recipes"]?[1]?["serves"] = nil
    #expect(book.at("recipes", 1, "steps", 1) == .string("steep"))
    #expect(book.at("recipes", 0, "steps") == .array([.string("crack"), .string("beat")]))
    #expect(book.at("recipes", 1)?.dictionaryValue?.keys == ["name", "steps"])
    // Nothing there, or not a container: nothing changes.
    var same = Self.book
    same["nope"]?["x"] = .string("y")
    same["recipes"]?[7]?["x"] = .string("y")
    same["recipes"]?[0]?["name"]?["x"] = .string("y")
    #expect(same == Self.book)
  }

  @Test func anElementSetToNilIsRemoved() {
    var book = Self.book
    book["recipes"]?[0]?["steps"]?[0] = nil
    #expect(book.at("recipes", 0, "steps") == .array([.string("whisk")]))
  }

  @Test("a text path, as errors print it", arguments: [
    ("recipes[1].name", PlistValue?.some(.string("tea"))),
    ("recipes[0].steps[1]", .string("whisk")),
    ("recipes", Self.book["recipes"]),
    ("(root)", Self.book),
    ("recipes[2].name", nil), ("recipes[x]", nil), ("recipes..name", nil), ("", nil), ("recipes[-1]", nil),
  ])
  func pathReads(text: String, expected: PlistValue?) {
    #expect(Self.book[path: text] == expected)
  }

  @Test func aTextPathSetsInPlace() {
    var book = Self.book
    book[path: "recipes[0].steps[0]"] = .string("break")
    book[path: "recipes[1].serves"] = .integer(2)
    book[path: "recipes[9].serves"] = .integer(3)
    #expect(book.at("recipes", 0, "steps", 0) == .string("break") && book.at("recipes", 1, "serves") == .integer(2))
    #expect(book["recipes"]?.arrayValue?.count == 2)
  }

  @Test("a path reads back from what it prints", arguments: [
    PlistPath([.index(3), .key("options"), .index(5)]), PlistPath([.key("a"), .key("b"), .index(0)]), PlistPath.root,
  ])
  func pathRoundTrip(path: PlistPath) {
    #expect(PlistPath(path.description) == path)
  }

  /// A change deep in a large value does not copy the levels above it: a thousand changes to
  /// one element of a 100,000-element array, each through two levels, stay linear.
  @Test func changesAreMadeInPlace() {
    var value = PlistValue.dictionary(PlistDictionary([("list", .array((0..<100_000).map { .integer(Int64($0)) }))]))
    for i in 0..<1_000 { value["list"]?[i] = .integer(-1) }
    #expect(value.at("list", 999) == .integer(-1) && value.at("list", 1_000) == .integer(1_000))
  }
}
