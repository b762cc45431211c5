import GameCore
import PlistKit
import TerminalKit

/// A mode for engine tests that recognises data by one key and counts its elements.
public struct FakeMode: GameMode {
  public let id: String
  public let key: String
  public let classicFileNames: [String]
  public let excluded: [String]
  public let optional: [String]

  public init(id: String, key: String, classicFileNames: [String] = [], excluded: [String] = [], optional: [String] = []) {
    self.id = id
    self.key = key
    self.classicFileNames = classicFileNames
    self.excluded = excluded
    self.optional = optional
  }

  public var title: String { "Fake \(id)" }
  public var summary: String { "recognises dictionaries with \"\(key)\"" }

  public var dataShape: DataShape { DataShape(required: [key], optional: optional, excluded: excluded) }

  /// A save that is a plist string is the progress shown as it is.
  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? {
    guard case .found(let value) = saves.load(for: pack) else { return nil }
    return value.stringValue
  }

  public func check(_ pack: Pack, pictures: (any PictureChecker)?) -> PackCheck {
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
  FakeMode(id: "grid", key: "icon", classicFileNames: ["app.plist"], excluded: ["answer"]),
])

/// A program that only shows its pack's name: enough for engine tests.
public struct NameProgram: Program {
  public let name: String
  public init(name: String) { self.name = name }
  public func draw(into buffer: inout CellBuffer) { buffer.write(name, x: 0, y: 0) }
  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome { event == .key(.escape) ? .quit : .continue }
}

extension FakeMode {
  public func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    NameProgram(name: pack.manifest.name)
  }
}
