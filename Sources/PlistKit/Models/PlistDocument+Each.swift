/// Every element of a root array decoded on its own, as a checker wants them: the models that
/// decode, each failure (one element's type error never hides the next element's missing key)
/// and the warnings, with key paths; lines come after, from `lines(of:)`.
package struct EachDecoded<Model: Sendable>: Sendable {
  /// The elements that decoded, with their place in the root array, in order.
  package var models: [(index: Int, model: Model)] = []
  /// Elements that did not decode, in order; paths start with the element's index.
  package var failures: [ModelError] = []
  /// Unknown keys and lenient conversions, in order; their lines are not yet known.
  package var warnings: [ModelWarning] = []
  /// Failures and warnings past `ModelContext.mostWarnings` each, counted and not kept.
  package var unlistedFailures = 0
  package var unlistedWarnings = 0
  /// How many elements the root array has, decoded or not.
  package var count = 0
  /// Where each root element and its keys' values start in an XML file: lines are then found
  /// without another pass over the whole file.
  package var positions: RootPositions?
  /// The root when it is not an array (`"a dictionary of 3 keys"`), for the message.
  package var notAnArray: String?
}

/// How `decodeEach(_:state:visit:)` hands models on: a state made for each part, on the part's
/// thread, and each model of the part visited with it.
struct EachVisitor<M, State>: Sendable {
  let start: @Sendable () -> State
  let visit: @Sendable (inout State, _ index: Int, _ model: M) -> Void
}

/// The parts' states after `decodeEach(_:state:visit:)`, each with the number that turns the
/// indices its visits were given into root indices (`index + start`).
package typealias PartStates<State> = [(start: Int, state: State)]

extension PlistDocument {
  /// Decodes each element of the root array on its own, collecting failures instead of
  /// stopping at the first; a large XML or binary file on every core, each part with a context
  /// of its own. Only a syntax error (after which nothing can be read) ends it early, and throws.
  package func decodeEach<M: PlistModel>(_ type: M.Type) throws(LoadError) -> EachDecoded<M> {
    try decodeEach(M.self, visitor: Optional<EachVisitor<M, Void>>.none).decoded
  }

  /// As `decodeEach`, but each model that decodes is visited and not kept: a checker that
  /// looks at each model once needs none of them in memory at the end (lint of 100,000
  /// questions holds 50 MB less). Each part of the work has a state of its own, made by
  /// `state` and changed by `visit` with each model of the part in order (with an index that
  /// the part's `start` makes the element's); the states come back with the result. For this
  /// package's checkers (`package`): the parts run on the cores' threads, which is why both
  /// functions are `@Sendable`.
  package func decodeEach<M: PlistModel, State: Sendable>(
    _ type: M.Type, state: @escaping @Sendable () -> State, visit: @escaping @Sendable (inout State, _ index: Int, _ model: M) -> Void
  ) throws(LoadError) -> (decoded: EachDecoded<M>, parts: PartStates<State>) {
    try decodeEach(M.self, visitor: EachVisitor(start: state, visit: visit))
  }

  private func decodeEach<M: PlistModel, State>(
    _ type: M.Type, visitor: EachVisitor<M, State>?
  ) throws(LoadError) -> (decoded: EachDecoded<M>, parts: PartStates<State>) {
    do throws(PlistError) {
      return try withByteView { buffer throws(PlistError) in
        let parts = max(Parts.count(for: buffer.count, minimum: PlistReader.xmlBytesPerThread), 1)
        if let xml = try Self.decodeXML(M.self, buffer, parts: parts, visitor: visitor) { return xml }
        if let binary = try PlistReader.withBinaryRootArray(buffer, { count, element in
          Self.decodeBinary(M.self, count: count, element: element, visitor: visitor)
        }) {
          return binary
        }
        return try Self.decodeInOrder(M.self, buffer, visitor: visitor)
      }
    } catch {
      throw .syntax(error.inFile(name))
    }
  }

  /// One part's decode: its elements with indices counted from the part's first; with a
  /// visitor, only the failures are kept, and the part's state.
  private struct Part<M, State> {
    var results: [(Int, Result<M, ModelError>)] = []
    var count = 0
    /// Where the elements start (kept for text files only, by `merge`).
    var positions = RootPositions.Part()
    var warnings: [ModelWarning] = []
    var unlistedWarnings = 0
    /// Failures kept and past those kept (its share of `ModelContext.mostWarnings`), counted.
    var failures = 0
    var unlistedFailures = 0
    var keepsAtMost = ModelContext.mostWarnings

    init(parts: Int = 1) {
      keepsAtMost = ModelContext.mostWarnings / max(1, parts) + 1
    }
    /// The index of the part's first element when known as it is read, handed to the visitor
    /// with the count (no indices to move on afterwards); else 0.
    var known = 0
    /// The visitor's state for this part, made at its first model, in a box changed in place:
    /// moved out of an optional and back at every element, in code generic over the state,
    /// it cost the runtime's generic copies and a look-up of a tuple type each time (2% of a
    /// lint of 100,000 questions).
    var state: StateBox<State>?

    mutating func add(_ result: Result<M, ModelError>, visitor: EachVisitor<M, State>?) {
      if let visitor, case .success(let model) = result {
        visit(model, index: known + count, visitor)
      } else if case .failure = result, failures >= keepsAtMost {
        unlistedFailures += 1
      } else {
        if case .failure = result { failures += 1 }
        results.append((count, result))
      }
      count += 1
    }

    mutating func visit(_ model: M, index: Int, _ visitor: EachVisitor<M, State>) {
      let box = state ?? StateBox(visitor.start())
      state = box
      visitor.visit(&box.value, index, model)
    }
  }

  /// A part's visitor state, changed in place.
  private final class StateBox<State> {
    var value: State

    init(_ value: State) {
      self.value = value
    }
  }

  private static func decodeXML<M: PlistModel, State>(_ type: M.Type, _ buffer: ByteView, parts: Int,
                                                      visitor: EachVisitor<M, State>?) throws(PlistError) -> (EachDecoded<M>, PartStates<State>)? {
    let slots = PartSlots(count: parts, repeating: Part<M, State>(parts: parts))
    let contexts = (0..<parts).map { _ in Contexts(parts: parts) }
    defer { slots.deallocate() }
    guard let read = try PlistReader.forEachXMLRootNode(buffer, parts: parts, recordingEntries: true, { part, element, offset in
      // Found once: in code generic over the model, each step to a slot asks the runtime for
      // the slot type's size.
      let slot = slots.pointer(part)
      let index = slot.pointee.count
      if let visitor, visitFast(element, context: contexts[part].fast, visitor: visitor, into: &slot.pointee, index: index) {
        slot.pointee.count += 1
      } else {
        slot.pointee.add(decode(M.self, element, index: index, contexts: contexts[part]), visitor: visitor)
      }
      if case let .tape(held, _) = element.storage { held.read { slot.pointee.positions.append(element: offset, notedIn: $0) } }
      return true
    }) else { return nil }
    for part in 0..<read {
      slots[part].warnings = contexts[part].thorough.warnings
      slots[part].unlistedWarnings = contexts[part].thorough.unlistedWarnings
    }
    return merge((0..<read).map { slots[$0] }, offsets: true, visitor: visitor)
  }

  private static func decodeBinary<M: PlistModel, State>(_ type: M.Type, count: Int, element: (Int) -> PlistNode,
                                                         visitor: EachVisitor<M, State>?) -> (EachDecoded<M>, PartStates<State>) {
    // Pieces taken by whichever core is free: in halves, one core was often left decoding
    // alone for a sixth of a lint of 100,000 questions.
    let parts = Parts.pieces(for: count, minimum: ModelBatch.elementsPerThread)
    let slots = PartSlots(count: parts, repeating: Part<M, State>(parts: parts))
    defer { slots.deallocate() }
    Parts.run(parts, over: count) { part, range in
      let contexts = Contexts(parts: parts)
      let slot = slots.pointer(part)
      slot.pointee.known = range.lowerBound
      for index in range {
        let node = element(index)
        if let visitor, visitFast(node, context: contexts.fast, visitor: visitor, into: &slot.pointee, index: index) {
          slot.pointee.count += 1
        } else {
          slot.pointee.add(decode(M.self, node, index: index - range.lowerBound, contexts: contexts), visitor: visitor)
        }
      }
      slot.pointee.warnings = contexts.thorough.warnings
      slot.pointee.unlistedWarnings = contexts.thorough.unlistedWarnings
    }
    return merge((0..<parts).map { slots[$0] }, offsets: false, visitor: visitor)
  }

  private static func decodeInOrder<M: PlistModel, State>(_ type: M.Type, _ bytes: ByteView,
                                                          visitor: EachVisitor<M, State>?) throws(PlistError) -> (EachDecoded<M>, PartStates<State>) {
    var part = Part<M, State>()
    let contexts = Contexts()
    let root = try PlistReader.forEachRootNode(bytes) { element in
      part.add(Self.decode(M.self, element, index: part.count, contexts: contexts), visitor: visitor)
      return true
    }
    part.warnings = contexts.thorough.warnings
    part.unlistedWarnings = contexts.thorough.unlistedWarnings
    var (decoded, states) = Self.merge([part], offsets: false, visitor: visitor)
    decoded.notAnArray = root?.foundDescription
    return (decoded, states)
  }

  /// An element that decodes at once, with nothing to warn of, handed straight to the visitor
  /// (`index` as the visitor is to get it); false for one that `decode` must look at again.
  /// No `Result` of the model is made: in code generic over the model each such type is a
  /// look-up in the runtime's metadata cache, 6% of a lint of 100,000 questions.
  @inline(__always)
  private static func visitFast<M: PlistModel, State>(_ element: PlistNode, context: ModelContext, visitor: EachVisitor<M, State>,
                                                      into part: inout Part<M, State>, index: Int) -> Bool {
    context.sawWarning = false
    do throws(ModelError) {
      let model = try M.convert(element, context: context)
      guard !context.sawWarning else { return false }
      part.visit(model, index: index, visitor)
      return true
    } catch {
      return false
    }
  }

  /// A part's two ways of decoding: fast, only noting that there is something to warn of; and
  /// thorough, with the key path of every warning, for the elements the fast one flagged.
  private final class Contexts {
    let fast = ModelContext(detectsWarnings: true)
    let thorough: ModelContext

    /// One part's of `parts`: it keeps its share of the warnings a file's decode keeps, so
    /// that the parts together hold no more than one context would.
    init(parts: Int = 1) {
      thorough = ModelContext(collectsWarnings: true, detectsWarnings: false, keepsAtMost: ModelContext.mostWarnings / max(1, parts) + 1)
    }
  }

  private static func decode<M: PlistModel>(_ type: M.Type, _ element: PlistNode, index: Int, contexts: Contexts) -> Result<M, ModelError> {
    contexts.fast.sawWarning = false
    do throws(ModelError) {
      let model = try M.convert(element, context: contexts.fast)
      guard contexts.fast.sawWarning else { return .success(model) }
    } catch {
      return .failure(error.inside(.index(index)))
    }
    let context = contexts.thorough
    do throws(ModelError) {
      return .success(try context.descend(into: .index(index)) { () throws(ModelError) in try M.convert(element, context: context) })
    } catch {
      return .failure(error.inside(.index(index)))
    }
  }

  /// The parts in order, each index moved on by the elements of the parts before it, and the
  /// visitor's states with the number that moves their indices on.
  private static func merge<M, State>(_ parts: [Part<M, State>], offsets: Bool,
                                      visitor: EachVisitor<M, State>?) -> (EachDecoded<M>, PartStates<State>) {
    var decoded = EachDecoded<M>()
    var states: PartStates<State> = []
    decoded.positions = offsets ? RootPositions() : nil
    for part in parts {
      let base = decoded.count
      for (index, result) in part.results {
        switch result {
        case .success(let model): decoded.models.append((base + index, model))
        case .failure(var failure):
          guard decoded.failures.count < ModelContext.mostWarnings else {
            decoded.unlistedFailures += 1
            continue
          }
          failure.path.moveFirstIndex(by: base)
          decoded.failures.append(failure)
        }
      }
      decoded.unlistedFailures += part.unlistedFailures
      let room = max(0, ModelContext.mostWarnings - decoded.warnings.count)
      decoded.warnings += part.warnings.prefix(room).map { warning in
        var moved = warning
        moved.path.moveFirstIndex(by: base)
        return moved
      }
      decoded.unlistedWarnings += part.unlistedWarnings + max(0, part.warnings.count - room)
      if offsets {
        var positions = part.positions
        positions.first = base
        decoded.positions?.parts.append(positions)
      }
      decoded.count += part.count
      if let visitor { states.append((base - part.known, part.state?.value ?? visitor.start())) }
    }
    return (decoded, states)
  }
}

extension PlistPath {
  /// Moves the leading index on by `amount`, in place: `[3].icon` → `[1003].icon`.
  package mutating func moveFirstIndex(by amount: Int) {
    guard amount != 0, case .index(let i)? = components.first else { return }
    components[0] = .index(i + amount)
  }
}

/// Where a text plist's root elements start, and each value of their own dictionaries, noted
/// while reading: the lines of diagnostics at `[i]` and `[i].key` then cost a look-up. Kept as
/// each part of the file read them (not joined into one array: joining 100,000 elements'
/// entries was a retain each, on one core).
package struct RootPositions: Sendable {
  struct Part: Sendable {
    var first = 0
    var elements: [Int] = []
    /// The keys of the elements' dictionaries, each once: a pack's elements share a few.
    var keys: [String] = []
    /// The elements' entries one after another: the key's place in `keys` and where the value
    /// starts. Numbers only, so that 100,000 elements' entries are freed at once, not one by
    /// one (an array an element, with a string an entry, cost as much to free as to read).
    var entries: [(key: Int32, offset: Int)] = []
    /// Where each element's entries end in `entries`.
    var entryEnds: [Int] = []
    /// The place in `keys` where the next entry's key probably is: the one after the last.
    private var guess = 0
    fileprivate var keyPlaces: [String: Int32] = [:]

    /// The element at `offset` with the entries the tape noted as it was read.
    mutating func append(element offset: Int, notedIn tape: PlistTape) {
      elements.append(offset)
      for entry in tape.entryOffsets { entries.append((place(of: tape.string(at: entry.key)), entry.offset)) }
      entryEnds.append(entries.count)
    }

    /// The key's place in `keys`, added when new; most elements list their keys in the same
    /// order, so one compare finds it.
    private mutating func place(of key: String) -> Int32 {
      let next = guess < keys.count ? guess : 0
      if next < keys.count, keys[next] == key {
        guess = next + 1
        return Int32(next)
      }
      let found = keyPlaces[key] ?? {
        keys.append(key)
        keyPlaces[key] = Int32(keys.count - 1)
        return Int32(keys.count - 1)
      }()
      guess = Int(found) + 1
      return found
    }
  }

  var parts: [Part] = []

  package init() {}

  /// How many root elements were noted.
  package var count: Int { parts.last.map { $0.first + $0.elements.count } ?? 0 }

  /// The part holding element `i` and its place there; nil past the end.
  private func place(of i: Int) -> (part: Int, index: Int)? {
    guard i >= 0, i < count else { return nil }
    // Few parts (one a core): a scan from the end.
    var part = parts.count - 1
    while parts[part].first > i { part -= 1 }
    return (part, i - parts[part].first)
  }

  /// Where root element `i` starts.
  package func offset(ofElement i: Int) -> Int? {
    guard let (part, index) = place(of: i) else { return nil }
    return parts[part].elements[index]
  }

  /// Where the value of root element `i`'s key `key` starts (the last such key's).
  package func offset(ofElement i: Int, key: String) -> Int? {
    // The part's fields are read one by one, in place: a copy of a part, to call a method on
    // it, is a retain of each of its arrays.
    guard let (part, index) = place(of: i) else { return nil }
    // A look along a few keys costs less than hashing one.
    let keys = parts[part].keys
    guard let wanted = keys.count <= 16 ? keys.firstIndex(of: key).map(Int32.init) : parts[part].keyPlaces[key] else { return nil }
    let start = index == 0 ? 0 : parts[part].entryEnds[index - 1]
    var at = parts[part].entryEnds[index]
    while at > start {
      at -= 1
      if parts[part].entries[at].key == wanted { return parts[part].entries[at].offset }
    }
    return nil
  }
}
