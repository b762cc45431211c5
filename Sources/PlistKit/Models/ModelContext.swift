/// Something a model ignored or tolerated, reported by `arcade lint`, never while playing.
public struct ModelWarning: Equatable, Sendable, CustomStringConvertible {
  /// Where in the file the warning is about.
  public var path: PlistPath
  /// What was ignored or tolerated, in words.
  public var message: String
  /// The line it is on, once located (see `PlistDocument.lines(of:)`).
  public var line: Int?

  /// The path, then the message.
  public var description: String { "\(path): \(message)" }

  /// A warning about the value at `path`.
  public init(path: PlistPath, message: String, line: Int? = nil) {
    self.path = path
    self.message = message
    self.line = line
  }
}

/// Carries what a decode collects besides its models: the warnings lint shows.
///
/// Playing decodes with `collectsWarnings` off, so the hot path does no path bookkeeping.
public final class ModelContext {
  /// Whether warnings are kept, each with its path (lint); off while playing.
  public let collectsWarnings: Bool
  /// Notes only that a warning would be raised (`sawWarning`), with no path bookkeeping: a
  /// checker decodes fast this way and again with `collectsWarnings` just the elements that
  /// need it.
  @usableFromInline package let detectsWarnings: Bool
  public private(set) var warnings: [ModelWarning] = []
  /// Warnings past `mostWarnings`, counted and not kept.
  public private(set) var unlistedWarnings = 0

  /// The most warnings a decode keeps: a binary file can refer to one element with a dozen
  /// unknown keys from a hundred thousand places, and a million warnings kept cost a gigabyte
  /// and say nothing the first ones do not. The rest are counted (`unlistedWarnings`); a
  /// file decoded in parts keeps a share of them a part.
  public static let mostWarnings = 100_000
  /// Whether a warning raised here is kept or noted: a model can skip looking for what to
  /// warn of (playing decodes with neither).
  @inlinable package var looksForWarnings: Bool { collectsWarnings || detectsWarnings }
  /// Set by a decode with `detectsWarnings` that met something to warn of; the caller clears it.
  @usableFromInline package var sawWarning = false
  /// Where the values of the last document decoded whole with `collectsWarnings` start, for
  /// the lines of more diagnostics about it (nil for a binary or OpenStep file: see
  /// `ValuePositions`).
  public internal(set) var valuePositions: ValuePositions?
  /// Where the decode is: one a thread, as the context is (see `forPart`).
  private var path: [PlistPathComponent] = []
  /// The keys of the dictionary last looked in, for the look-ups after (see `KeyTable`).
  private var keyTable: KeyTable? = KeyTable()

  /// How many warnings this context keeps before it only counts them: `mostWarnings`, or a
  /// share of it for one of the parts a file is decoded in.
  let keepsAtMost: Int

  /// A context that keeps warnings (`collectsWarnings`), only notes that one was met
  /// (`detectsWarnings`), or neither.
  public convenience init(collectsWarnings: Bool = false, detectsWarnings: Bool = false) {
    self.init(collectsWarnings: collectsWarnings, detectsWarnings: detectsWarnings, keepsAtMost: Self.mostWarnings)
  }

  init(collectsWarnings: Bool, detectsWarnings: Bool, keepsAtMost: Int) {
    self.collectsWarnings = collectsWarnings
    self.detectsWarnings = detectsWarnings && !collectsWarnings
    self.keepsAtMost = keepsAtMost
  }

  /// Runs `body` one level deeper, so warnings raised inside it carry the right path.
  @inlinable
  public func descend<T>(into component: PlistPathComponent, _ body: () throws(ModelError) -> T) throws(ModelError) -> T {
    guard collectsWarnings else { return try body() }
    enter(component)
    defer { leave() }
    return try body()
  }

  /// One level deeper, and back: the path is private, changed only here and in this file,
  /// so the optimizer proves its accesses never overlap and checks none at run time.
  @usableFromInline func enter(_ component: PlistPathComponent) { path.append(component) }
  @usableFromInline func leave() { path.removeLast() }

  /// Records a warning about the value at the current path (plus `component`, if given).
  public func warn(_ message: String, at component: PlistPathComponent? = nil) {
    if detectsWarnings { sawWarning = true }
    guard collectsWarnings else { return }
    guard warnings.count < keepsAtMost else { return unlistedWarnings += 1 }
    warnings.append(ModelWarning(path: PlistPath(path + (component.map { [$0] } ?? [])), message: message))
  }

  /// The value for `key` in the dictionary at token `index` of `tape`, through the key table
  /// (see `KeyTable.lookup`). The table is taken out for the look-up and put back: the two
  /// accesses to it then hold nothing that could reach it again, which the optimizer proves,
  /// and checks none at run time (a check, held across the look-up, was a fifth of its cost).
  func lookup(_ key: String, in tape: PlistTape, at index: Int) -> (position: Int, value: PlistNode)?? {
    var table: KeyTable?
    swap(&table, &keyTable)
    defer { swap(&table, &keyTable) }
    // Always there (a look-up never looks up again while it runs); were it not, the caller
    // would scan the dictionary.
    return table?.lookup(key, in: tape, at: index) ?? nil
  }

  /// The value for `key` in the dictionary `node` and its entry's position, as
  /// `PlistNode.lookup`: a dictionary on a tape through the key table, any other scanned.
  /// Inlined: called, it retained the node and the key at every look-up.
  @inline(__always)
  func lookup(_ key: String, in node: PlistNode) -> (position: Int, value: PlistNode)? {
    if case let .tape(held, index) = node.storage, let found = held.read({ lookup(key, in: $0, at: index) }) {
      return found
    }
    return node.lookup(key)
  }

  /// A context for one part of an array read on several threads: the same settings, the path
  /// so far, no warnings yet (`absorb` takes them back, part after part, in order).
  @usableFromInline func forPart() -> ModelContext {
    let part = ModelContext(collectsWarnings: collectsWarnings, detectsWarnings: detectsWarnings, keepsAtMost: keepsAtMost)
    part.path = path
    return part
  }

  /// Takes a part's warnings (after this context's own) and whether it saw one.
  @usableFromInline func absorb(_ part: ModelContext) {
    let room = max(0, keepsAtMost - warnings.count)
    warnings += part.warnings.prefix(room)
    unlistedWarnings += part.unlistedWarnings + max(0, part.warnings.count - room)
    if part.sawWarning { sawWarning = true }
  }

  /// Fills in lines once the decode is over (finding them needs another pass over the file).
  @usableFromInline package func locateWarnings(_ locate: ([PlistPath]) -> [PlistPath: Int]) {
    let lines = locate(warnings.map(\.path))
    for i in warnings.indices { warnings[i].line = lines[warnings[i].path] }
  }
}
