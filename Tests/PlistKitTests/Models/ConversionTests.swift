import Foundation
import Testing
@testable import PlistKit

/// The documented lenient conversions, and the strict refusals around them.
struct ConversionTests {
  let context = ModelContext()

  @Test("integers", arguments: [
    (PlistValue.integer(12), 12), (.string("12"), 12), (.string(" -7 "), -7), (.real(12.0), 12),
  ])
  func integer(value: PlistValue, expected: Int) throws {
    #expect(try Int.convert(value, context: context) == expected)
  }

  @Test("reals", arguments: [
    (PlistValue.real(2.5), 2.5), (.integer(3), 3.0), (.string("0.75"), 0.75),
  ])
  func real(value: PlistValue, expected: Double) throws {
    #expect(try Double.convert(value, context: context) == expected)
  }

  @Test("booleans", arguments: [
    (PlistValue.bool(true), true), (.string("YES"), true), (.string("no"), false), (.string("True"), true),
    (.string("false"), false), (.string("1"), true), (.string("0"), false), (.integer(1), true), (.integer(0), false),
  ])
  func boolean(value: PlistValue, expected: Bool) throws {
    #expect(try Bool.convert(value, context: context) == expected)
  }

  @Test("refusals name what was expected and what was found", arguments: [
    (PlistValue.string("twelve"), "Int", "expected an integer, found a string (\"twelve\")"),
    (.real(2.5), "Int", "expected an integer, found a real (2.5)"),
    (.integer(7), "String", "expected a string, found an integer (7)"),
    (.string("maybe"), "Bool", "expected a boolean, found a string (\"maybe\")"),
    (.integer(2), "Bool", "expected a boolean, found an integer (2)"),
    (.string("nan"), "Double", "expected a number, found a string (\"nan\")"),
    (.array([]), "String", "expected a string, found an array of 0"),
    (.dictionary(PlistDictionary()), "[String]", "expected an array, found a dictionary of 0 keys"),
    (.array([]), "[String: Int]", "expected a dictionary, found an array of 0"),
    (.string("a long string that goes on and on"), "Int", "expected an integer, found a string (\"a long string that goes …\")"),
  ])
  func refusal(value: PlistValue, type: String, message: String) {
    let attempt: () throws(ModelError) -> Void = {
      switch type {
      case "Int": _ = try Int.convert(value, context: context)
      case "Bool": _ = try Bool.convert(value, context: context)
      case "Double": _ = try Double.convert(value, context: context)
      case "[String]": _ = try [String].convert(value, context: context)
      case "[String: Int]": _ = try [String: Int].convert(value, context: context)
      default: _ = try String.convert(value, context: context)
      }
    }
    do {
      try attempt()
      Issue.record("expected a refusal")
    } catch {
      #expect(error.reason == message)
    }
  }

  /// A dictionary of one type of value: each entry converted, a bad one named by its key, the
  /// last of a repeated key kept.
  @Test func aDictionaryOfOneTypeOfValue() throws {
    let document = PlistDocument(name: "w.plist", bytes: Array(#"{"table": {"a": 1, "b": "2", "a": 3}}"#.utf8))
    #expect(try document.decode(Wrapped.self).table == ["a": 3, "b": 2])
    let bad = PlistDocument(name: "w.plist", bytes: Array("{\"table\": {\"a\": 1,\n\"b\": \"two\"}}".utf8))
    #expect(throws: LoadError.self) { try bad.decode(Wrapped.self) }
    do {
      _ = try bad.decode(Wrapped.self)
    } catch {
      #expect(error.description == "w.plist:2: table.b: expected an integer, found a string (\"two\")")
    }
  }

  struct Wrapped: PlistModel {
    let table: [String: Int]
    init(from plist: PlistObject) throws(ModelError) {
      table = try plist.required("table")
    }
  }
}

/// Enums of raw values as model fields, with the cases in the error.
struct EnumFieldTests {
  enum Layout: String, CaseIterable, PlistConvertible { case market, menu }
  enum Level: Int, PlistConvertible { case low = 1, high = 2 }

  struct Settings: PlistModel {
    let layout: Layout
    let level: Level?
    init(from plist: PlistObject) throws(ModelError) {
      layout = try plist.required("layout")
      level = try plist.optional("level")
    }
  }

  static func decode(_ json: String) throws(LoadError) -> Settings {
    try PlistDocument(name: "s.json", bytes: Array(json.utf8)).decode(Settings.self)
  }

  @Test func aCaseIsReadFromItsRawValue() throws {
    let settings = try Self.decode(#"{"layout": "menu", "level": 2}"#)
    #expect(settings.layout == .menu && settings.level == .high)
  }

  @Test("a value that is no case says which it could be", arguments: [
    (#"{"layout": "grid"}"#, #"s.json:1: layout: expected one of market, menu, found "grid""#),
    ("{\"layout\": \"menu\",\n\"level\": 3}", "s.json:2: level: 3 is none of the values this field takes"),
    (#"{"layout": 5}"#, "s.json:1: layout: expected a string, found an integer (5)"),
  ])
  func refusal(json: String, message: String) {
    do throws(LoadError) {
      _ = try Self.decode(json)
      Issue.record("expected a refusal")
    } catch {
      #expect(error.description == message)
    }
  }
}
