import GameCore

/// A mode for engine tests that recognises data by one key and counts its elements.
public struct FakeMode: GameMode {
  public let id: String
  public let key: String
  public let classicFileNames: [String]

  public init(id: String, key: String, classicFileNames: [String] = []) {
    self.id = id
    self.key = key
    self.classicFileNames = classicFileNames
  }

  public var title: String { "Fake \(id)" }
  public var summary: String { "recognises dictionaries with \"\(key)\"" }

  public func recognizes(firstElement: PlistDictionary) -> Bool {
    firstElement[key] != nil
  }

  public func check(_ pack: Pack) -> PackCheck {
    do throws(LoadError) {
      let value = try pack.document().value()
      return PackCheck(itemCount: value.arrayValue?.count ?? 0)
    } catch {
      return PackCheck(diagnostics: [Diagnostic.from(error)])
    }
  }
}

public let fakeModes = ModeRegistry([
  FakeMode(id: "guess", key: "answer", classicFileNames: ["questions.plist"]),
  FakeMode(id: "grid", key: "icon", classicFileNames: ["app.plist"]),
])
