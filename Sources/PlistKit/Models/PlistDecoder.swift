#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Codable` over PlistKit's readers: existing `Decodable` types read XML, binary, OpenStep and
/// JSON plists without change, faster than `PropertyListDecoder`, and a failure names the file,
/// the line and the key path as every PlistKit error does:
/// `questions.plist:57: [3].options[5]: expected a string, found an integer (7)`.
///
/// ```swift
/// struct Question: Decodable { let answer: String; let options: [String] }
/// let questions = try PlistDecoder().decode([Question].self, from: PlistDocument(contentsOf: path))
/// ```
///
/// Values are read as the plist has them: a number in a string is not a number, as `Codable`
/// expects. `lenientScalars` turns on the model layer's documented slips (`"12"` for 12, `YES`
/// for true). A plist has no null: an absent key is `nil` for an optional, and nothing else is.
public final class PlistDecoder {
  /// Whether an integer may be written as a string or an integral real, a real as a string or
  /// an integer, and a boolean as YES/NO, true/false or 1/0 (off: as `Codable` expects).
  public var lenientScalars = false
  /// Values a type's `init(from:)` reads through `decoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// A decoder of every form PlistKit reads.
  public init() {}

  /// A value of `type` from a document; a root array is decoded one element at a time.
  public func decode<T: Decodable>(_ type: T.Type, from document: PlistDocument) throws(LoadError) -> T {
    let options = DecodingOptions(lenient: lenientScalars, userInfo: userInfo)
    do {
      if let array = type as? any DecodableArray.Type {
        if let elements = try array.decodeRootElements(of: document, options: options) { return elements as! T }
      }
      return try DecodingState(node: PlistNode(document.value()), options: options).decodeHere(type)
    } catch let error as LoadError {
      throw error
    } catch let error as ModelError {
      throw .model(document.located(error))
    } catch {
      throw .model(document.located(ModelError(.invalid(Self.describe(error)))))
    }
  }

  /// A value of `type` from a plist's bytes, in any form; `name` is the file's name in messages.
  public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], name: String = "plist") throws(LoadError) -> T {
    try decode(type, from: PlistDocument(name: name, bytes: bytes))
  }

  static func describe(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
    return String(describing: error)
  }
}

/// What every value of one decoding shares; the context's conversions record nothing (a keyed
/// container lists its own keys: `ListedKeys`).
final class DecodingOptions {
  let lenient: Bool
  let userInfo: [CodingUserInfoKey: Any]
  let context = ModelContext()

  init(lenient: Bool, userInfo: [CodingUserInfoKey: any Sendable]) {
    self.lenient = lenient
    self.userInfo = userInfo
  }
}

/// `[T]` at a document's root: its elements are read one at a time (a large file's tape or
/// binary objects), never built into one value first.
protocol DecodableArray {
  static func decodeRootElements(of document: PlistDocument, options: DecodingOptions) throws -> Self?
}

extension Array: DecodableArray where Element: Decodable {
  static func decodeRootElements(of document: PlistDocument, options: DecodingOptions) throws -> [Element]? {
    var elements: [Element] = []
    var failure: (any Error)?
    // One decoder for every element: it is at the root between them.
    var decoder: DecodingState?
    let root: PlistValue?
    do throws(PlistError) {
      root = try document.withByteView { buffer throws(PlistError) in
        try PlistReader.forEachRootNode(buffer, expecting: { elements.reserveCapacity($0) }, readingAhead: true) { node in
          do {
            let state = decoder ?? DecodingState(node: node, options: options)
            decoder = state
            elements.append(try state.decode(Element.self, node, at: state.here, .index(elements.count)))
            return true
          } catch {
            failure = error
            return false
          }
        }
      }
    } catch {
      throw LoadError.syntax(error.inFile(document.name))
    }
    if let failure { throw failure }
    // Not an array at the root: the general path says what it is.
    return root == nil ? elements : nil
  }
}
