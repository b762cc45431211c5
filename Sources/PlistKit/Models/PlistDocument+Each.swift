/// Every element of a root array decoded on its own, as a checker wants them: the models that
/// decode, each failure (one element's type error never hides the next element's missing key)
/// and the warnings, with key paths; lines come after, from `lines(of:)`.
public struct EachDecoded<Model: Sendable>: Sendable {
  /// The elements that decoded, with their place in the root array, in order.
  public var models: [(index: Int, model: Model)] = []
  /// Elements that did not decode, in order; paths start with the element's index.
  public var failures: [ModelError] = []
  /// Unknown keys and lenient conversions, in order; their lines are not yet known.
  public var warnings: [ModelWarning] = []
  /// How many elements the root array has, decoded or not.
  public var count = 0
  /// Where each root element and its keys' values start in an XML file: lines are then found
  /// without another pass over the whole file.
  public var positions: RootPositions?
  /// The root when it is not an array (`"a dictionary of 3 keys"`), for the message.
  public var notAnArray: String?
  /// What turns the index a visitor was given (`visitEach`) into the element's index in the
  /// root array, per part: the part's first element for a part that counted from its own
  /// start (XML, whose parts' places are found as they are read), 0 for a part that gave the
  /// element's own index (binary).
  public var partStarts: [Int] = []
}

/// What `visitEach` hands each model to, on the thread that decoded it.
final class ModelVisitor<M>: @unchecked Sendable {
  let body: (_ part: Int, _ index: Int, _ model: M) -> Void
  init(_ body: @escaping (Int, Int, M) -> Void) {
    self.body = body
  }
}

extension PlistDocument {
  /// Decodes each element of the root array, collecting failures instead of stopping at the
  /// first; a large XML or binary file on every core, each part with a context of its own.
  /// Only a syntax error (after which nothing can be read) ends it early, and throws.
  public func decodeEach<M: PlistModel>(_ type: M.Type) throws(LoadError) -> EachDecoded<M> {
    try decodeEach(M.self, visitor: nil)
  }

  /// How many parts `visitEach` may hand models from (its `part` is below this): several a
  /// core, as pieces go to whichever core is free.
  public static var mostParts: Int { Parts.mostPieces }

  /// As `decodeEach`, but each model that decodes is handed to `visit` on the thread that
  /// decoded it — with its part (below `mostParts`) and an index that `partStarts` of the
  /// result makes the element's — and is not kept: a checker that looks at each model once
  /// needs none of them in memory at the end (lint of 100,000 questions holds 50 MB less).
  /// `visit` is called from several threads at once, each part from one thread in order.
  public func visitEach<M: PlistModel>(_ type: M.Type, _ visit: @escaping (_ part: Int, _ index: Int, _ model: M) -> Void) throws(LoadError) -> EachDecoded<M> {
    try decodeEach(M.self, visitor: ModelVisitor(visit))
  }

  private func decodeEach<M: PlistModel>(_ type: M.Type, visitor: ModelVisitor<M>?) throws(LoadError) -> EachDecoded<M> {
    do throws(PlistError) {
      return try withBytes { buffer throws(PlistError) in
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
  /// visitor, only the failures are kept.
  private struct Part<M: Sendable> {
    var results: [(Int, Result<M, ModelError>)] = []
    var count = 0
    /// Where the elements start (kept for text files only, by `merge`).
    var positions = RootPositions.Part()
    var warnings: [ModelWarning] = []
    /// The index of the part's first element when known as it is read, handed to the visitor
    /// with the count (no indices to move on afterwards); else 0.
    var known = 0

    mutating func add(_ result: Result<M, ModelError>, part: Int, visitor: ModelVisitor<M>?) {
      if let visitor, case .success(let model) = result {
        visitor.body(part, known + count, model)
      } else {
        results.append((count, result))
      }
      count += 1
    }
  }

  private static func decodeXML<M: PlistModel>(_ type: M.Type, _ buffer: UnsafeBufferPointer<UInt8>, parts: Int,
                                               visitor: ModelVisitor<M>?) throws(PlistError) -> EachDecoded<M>? {
    let slots = UnsafeMutablePointer<Part<M>>.allocate(capacity: parts)
    slots.initialize(repeating: Part(), count: parts)
    let contexts = (0..<parts).map { _ in Contexts() }
    defer {
      slots.deinitialize(count: parts)
      slots.deallocate()
    }
    let shared = Unchecked(contexts)
    guard let read = try PlistReader.forEachXMLRootNode(buffer, parts: parts, recordingEntries: true, { part, element, offset in
      // Found once: in code generic over the model, each step to a slot asks the runtime for
      // the slot type's size.
      let slot = slots + part
      let index = slot.pointee.count
      if let visitor, visitFast(element, context: shared.value[part].fast, visitor: visitor, part: part, index: index) {
        slot.pointee.count += 1
      } else {
        slot.pointee.add(decode(M.self, element, index: index, contexts: shared.value[part]), part: part, visitor: visitor)
      }
      if case let .tape(held, _) = element.storage { held.read { slot.pointee.positions.append(element: offset, notedIn: $0) } }
      return true
    }) else { return nil }
    for part in 0..<read { slots[part].warnings = contexts[part].thorough.warnings }
    return merge((0..<read).map { slots[$0] }, offsets: true)
  }

  private static func decodeBinary<M: PlistModel>(_ type: M.Type, count: Int, element: (Int) -> PlistNode,
                                                  visitor: ModelVisitor<M>?) -> EachDecoded<M> {
    // Pieces taken by whichever core is free: in halves, one core was often left decoding
    // alone for a sixth of a lint of 100,000 questions.
    let parts = Parts.pieces(for: count, minimum: ModelBatch.elementsPerThread)
    let slots = UnsafeMutablePointer<Part<M>>.allocate(capacity: parts)
    slots.initialize(repeating: Part(), count: parts)
    defer {
      slots.deinitialize(count: parts)
      slots.deallocate()
    }
    Parts.run(parts, over: count) { part, range in
      let contexts = Contexts()
      let slot = slots + part
      slot.pointee.known = range.lowerBound
      for index in range {
        let node = element(index)
        if let visitor, visitFast(node, context: contexts.fast, visitor: visitor, part: part, index: index) {
          slot.pointee.count += 1
        } else {
          slot.pointee.add(decode(M.self, node, index: index - range.lowerBound, contexts: contexts), part: part, visitor: visitor)
        }
      }
      slot.pointee.warnings = contexts.thorough.warnings
    }
    return merge((0..<parts).map { slots[$0] }, offsets: false)
  }

  private static func decodeInOrder<M: PlistModel>(_ type: M.Type, _ bytes: UnsafeBufferPointer<UInt8>,
                                                   visitor: ModelVisitor<M>?) throws(PlistError) -> EachDecoded<M> {
    var part = Part<M>()
    let contexts = Contexts()
    let root = try PlistReader.forEachRootNode(bytes) { element in
      part.add(Self.decode(M.self, element, index: part.count, contexts: contexts), part: 0, visitor: visitor)
      return true
    }
    part.warnings = contexts.thorough.warnings
    var decoded = Self.merge([part], offsets: false)
    decoded.notAnArray = root?.foundDescription
    return decoded
  }

  /// An element that decodes at once, with nothing to warn of, handed straight to the visitor
  /// (`index` as the visitor is to get it); false for one that `decode` must look at again.
  /// No `Result` of the model is made: in code generic over the model each such type is a
  /// look-up in the runtime's metadata cache, 6% of a lint of 100,000 questions.
  @inline(__always)
  private static func visitFast<M: PlistModel>(_ element: PlistNode, context: ModelContext, visitor: ModelVisitor<M>,
                                               part: Int, index: Int) -> Bool {
    context.sawWarning = false
    do throws(ModelError) {
      let model = try M.convert(element, context: context)
      guard !context.sawWarning else { return false }
      visitor.body(part, index, model)
      return true
    } catch {
      return false
    }
  }

  /// A part's two ways of decoding: fast, only noting that there is something to warn of; and
  /// thorough, with the key path of every warning, for the elements the fast one flagged.
  private final class Contexts {
    let fast = ModelContext(detectsWarnings: true)
    let thorough = ModelContext(collectsWarnings: true)
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

  /// The parts in order, each index moved on by the elements of the parts before it.
  private static func merge<M>(_ parts: [Part<M>], offsets: Bool) -> EachDecoded<M> {
    var decoded = EachDecoded<M>()
    decoded.positions = offsets ? RootPositions() : nil
    for part in parts {
      let base = decoded.count
      decoded.partStarts.append(base - part.known)
      for (index, result) in part.results {
        switch result {
        case .success(let model): decoded.models.append((base + index, model))
        case .failure(var failure):
          failure.path.moveFirstIndex(by: base)
          decoded.failures.append(failure)
        }
      }
      decoded.warnings += part.warnings.map { warning in
        var moved = warning
        moved.path.moveFirstIndex(by: base)
        return moved
      }
      if offsets {
        var positions = part.positions
        positions.first = base
        decoded.positions?.parts.append(positions)
      }
      decoded.count += part.count
    }
    return decoded
  }
}

extension PlistPath {
  /// Moves the leading index on by `amount`, in place: `[3].icon` → `[1003].icon`.
  public mutating func moveFirstIndex(by amount: Int) {
    guard amount != 0, case .index(let i)? = components.first else { return }
    components[0] = .index(i + amount)
  }
}

/// Where a text plist's root elements start, and each value of their own dictionaries, noted
/// while reading: the lines of diagnostics at `[i]` and `[i].key` then cost a look-up. Kept as
/// each part of the file read them (not joined into one array: joining 100,000 elements'
/// entries was a retain each, on one core).
public struct RootPositions: Sendable {
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

  public init() {}

  /// How many root elements were noted.
  public var count: Int { parts.last.map { $0.first + $0.elements.count } ?? 0 }

  /// The part holding element `i` and its place there; nil past the end.
  private func place(of i: Int) -> (part: Int, index: Int)? {
    guard i >= 0, i < count else { return nil }
    // Few parts (one a core): a scan from the end.
    var part = parts.count - 1
    while parts[part].first > i { part -= 1 }
    return (part, i - parts[part].first)
  }

  /// Where root element `i` starts.
  public func offset(ofElement i: Int) -> Int? {
    guard let (part, index) = place(of: i) else { return nil }
    return parts[part].elements[index]
  }

  /// Where the value of root element `i`'s key `key` starts (the last such key's).
  public func offset(ofElement i: Int, key: String) -> Int? {
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
