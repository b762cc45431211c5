import PlistKit
import TerminalKit

/// A file every game of a mode changes, whatever the pack (a mode's statistics): each change
/// holds the file, reads it again, applies itself and writes it back atomically, so two games
/// in two terminals each add their own and neither's is lost. A file that cannot be read as
/// the model is moved aside, never overwritten, and the change starts a new one.
public struct SharedSave<Model: PlistModel & Sendable>: Sendable {
  public let saves: SaveStore
  public let name: String
  let empty: Model
  let encode: @Sendable (Model) -> PlistValue

  public init(saves: SaveStore, name: String, empty: Model, encode: @escaping @Sendable (Model) -> PlistValue) {
    self.saves = saves
    self.name = name
    self.empty = empty
    self.encode = encode
  }

  /// What a read or a change found besides the model.
  public struct Outcome: Sendable {
    public var model: Model
    /// What to tell the player: the file was set aside, could not be read, or not written.
    public var notice: SaveNotice?
  }

  /// The model as the file holds it (empty when there is none), nothing written.
  public func read() -> Outcome {
    switch saves.load(name) {
    case .none: return Outcome(model: empty)
    case .found(let value):
      guard let model = try? Model(plist: value) else { return Outcome(model: empty, notice: .leftInPlace(.unreadable)) }
      return Outcome(model: model)
    case .unreadable: return Outcome(model: empty, notice: .leftInPlace(.unreadable))
    case .inaccessible(let reason): return Outcome(model: empty, notice: .inaccessible(reason: reason))
    }
  }

  /// Applies `change` to the file's latest model and writes the result.
  public func update(_ change: (inout Model) -> Void) -> Outcome {
    guard let lock = saves.hold(name) else {
      var model = read().model
      change(&model)
      return Outcome(model: model, notice: .notSaved(reason: "\(name) is held by another game"))
    }
    defer { withExtendedLifetime(lock) {} }
    var notice: SaveNotice?
    var model = empty
    switch saves.load(name) {
    case .none: break
    case .found(let value):
      if let found = try? Model(plist: value) {
        model = found
      } else {
        notice = setAside()
      }
    case .unreadable: notice = setAside()
    case .inaccessible(let reason):
      change(&model)
      return Outcome(model: model, notice: .inaccessible(reason: reason))
    }
    change(&model)
    if case .leftInPlace = notice { return Outcome(model: model, notice: notice) }
    do throws(LoadError) {
      try saves.save(encode(model), as: name)
    } catch {
      return Outcome(model: model, notice: .notSaved(reason: error.description))
    }
    return Outcome(model: model, notice: notice)
  }

  private func setAside() -> SaveNotice {
    guard let aside = saves.moveAside(name) else { return .leftInPlace(.unreadable) }
    return .setAside(.unreadable, keptAs: aside)
  }
}
