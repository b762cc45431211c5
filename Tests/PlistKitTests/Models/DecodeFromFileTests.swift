import Foundation
import Testing
@testable import PlistKit

private struct BookShelf: PlistModel {
  let books: [ShelfBook]

  init(from plist: PlistObject) throws(ModelError) {
    books = try plist.required("books")
  }
}

private struct ShelfBook: PlistModel {
  let title: String
  let pages: Int

  init(from plist: PlistObject) throws(ModelError) {
    title = try plist.required("title")
    pages = try plist.required("pages")
  }
}

/// A model read from a file whose bytes are let go once read into tokens: the same models and
/// the same messages, lines included, as decoding the file's document; no line once the file
/// has changed since it was read.
struct DecodeFromFileTests {
  /// 20,000 books (over a megabyte in every text form: large enough for pages to be let go);
  /// with `badAt`, that book's pages are text.
  private static func shelf(badAt: Int? = nil) -> PlistValue {
    .dictionary(PlistDictionary([("books", .array((0..<20_000).map { i in
      .dictionary(PlistDictionary([
        ("title", .string("book \(i) " + String(repeating: "页", count: 12))),
        ("pages", i == badAt ? .string("many") : .integer(Int64(i))),
      ]))
    }))]))
  }

  private static func write(_ value: PlistValue, form: String, to path: String) throws {
    let bytes = switch form {
    case "xml": XMLPlistWriter.write(value)
    case "json": try JSONPlistWriter.write(value)
    default: BinaryPlistWriter.write(value)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  private static func temporaryFile(_ form: String) throws -> String {
    let folder = NSTemporaryDirectory() + "decode-file-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder + "/shelf.\(form)"
  }

  @Test(arguments: ["xml", "json", "binary"])
  func theSameModelsAsTheDocumentGives(form: String) throws {
    let path = try Self.temporaryFile(form)
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    try Self.write(Self.shelf(), form: form, to: path)
    let fromFile = try PlistDocument.decode(BookShelf.self, contentsOf: path, name: "shelf")
    let fromDocument = try PlistDocument(contentsOf: path, name: "shelf").decode(BookShelf.self)
    #expect(fromFile.books.count == 20_000)
    #expect(fromFile.books.map(\.title) == fromDocument.books.map(\.title))
    #expect(fromFile.books.map(\.pages) == Array(0..<20_000))
  }

  @Test(arguments: [
    ("xml", "shelf:90011: books[15000].pages: expected an integer, found a string (\"many\")"),
    ("json", "shelf:60005: books[15000].pages: expected an integer, found a string (\"many\")"),
    ("binary", "shelf: books[15000].pages: expected an integer, found a string (\"many\")"),
  ])
  func aModelErrorHasTheLineTheDocumentGives(form: String, message: String) throws {
    let path = try Self.temporaryFile(form)
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    try Self.write(Self.shelf(badAt: 15_000), form: form, to: path)
    let fromFile = #expect(throws: LoadError.self) { try PlistDocument.decode(BookShelf.self, contentsOf: path, name: "shelf") }
    let fromDocument = #expect(throws: LoadError.self) { try PlistDocument(contentsOf: path, name: "shelf").decode(BookShelf.self) }
    #expect(fromFile?.description == fromDocument?.description)
    #expect(fromFile?.description == message)
  }

  @Test func aSyntaxErrorHasItsLine() throws {
    let path = try Self.temporaryFile("json")
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    try Data("{\"books\": [\n{\"title\": \"a\", \"pages\": 1},\n{\"title\" \"b\"}]}".utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: LoadError.self) { try PlistDocument.decode(BookShelf.self, contentsOf: path, name: "shelf") }
    let fromDocument = #expect(throws: LoadError.self) { try PlistDocument(contentsOf: path, name: "shelf").decode(BookShelf.self) }
    #expect(error?.description == fromDocument?.description)
  }

  @Test func noLineOnceTheFileHasChanged() throws {
    let path = try Self.temporaryFile("xml")
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    try Self.write(Self.shelf(badAt: 3), form: "xml", to: path)
    let stamp = FileStamp(path)
    let error = ModelError(.mismatch(expected: "an integer", found: "a string (\"many\")"), at: PlistPath([.key("books"), .index(3), .key("pages")]))
    #expect(PlistDocument.located(error, inFileAt: path, name: "shelf", readAs: stamp).description
      == "shelf:29: books[3].pages: expected an integer, found a string (\"many\")")
    // Rewritten with the bad value further on: the line found now would be another value's.
    try Self.write(Self.shelf(badAt: 9), form: "xml", to: path)
    #expect(PlistDocument.located(error, inFileAt: path, name: "shelf", readAs: stamp).description
      == "shelf: books[3].pages: expected an integer, found a string (\"many\")")
    #expect(PlistDocument.located(error, inFileAt: path + ".gone", name: "shelf", readAs: FileStamp(path + ".gone")).description
      == "shelf: books[3].pages: expected an integer, found a string (\"many\")")
  }
}
