/// Builds the models of a large pack on every core: a binary plist's root array once checked,
/// whose elements can be read in any order, or an XML plist's root array read in parts.
/// Models are values built from nodes that are only read, so the parts need nothing from each
/// other; the result and the failure reported are those of a decode in order.
@usableFromInline enum ModelBatch {
  /// Below this many elements a second thread costs more than it saves.
  @usableFromInline static let elementsPerThread = 4096

  /// Below this many values in an array's elements (an array of a hundred categories of a
  /// thousand products each), a second thread costs more than it saves.
  @usableFromInline static let valuesPerThread = 32_768

  /// The models of elements `0..<count`, or the error of the first element (by index) that
  /// fails. Needs a context that collects no warnings (lint decodes in order instead).
  /// `parts`: how many to cut the elements into; by default one a core for every
  /// `elementsPerThread` elements.
  /// `partContexts`, one a part, each of its own (see `ModelContext.forPart`): elements are
  /// then read one level deeper in their part's context, which collects its warnings.
  /// `warned`, one flag an element: set for each element whose part's context (detecting
  /// warnings) saw one while reading it.
  @inlinable
  static func decode<M: PlistConvertible>(
    _ type: M.Type, count: Int, element: (Int) -> PlistNode, context: ModelContext, parts: Int? = nil,
    partContexts: [ModelContext]? = nil, warned: SharedSlots<Bool>? = nil
  ) -> Result<[M], ModelError> {
    precondition(partContexts != nil || !context.collectsWarnings, "warnings are collected in order, by the sequential decode")
    guard count > 0 else { return .success([]) }
    let parts = min(count, partContexts?.count ?? parts ?? Parts.count(for: count, minimum: elementsPerThread))
    // Each part reads with a context of its own even when it collects nothing: a model holds
    // its context while it reads (`PlistObject`), and one context shared by the cores had its
    // reference count passed between them for every dictionary read.
    let contexts = partContexts ?? (0..<parts).map { _ in context.forPart() }
    let models = Parts.array(count: count, parts: parts) { (part, index) throws(ModelError) -> M in
      let own = contexts[part]
      do throws(ModelError) {
        let model = try own.descend(into: .index(index)) { () throws(ModelError) in try M.convert(element(index), context: own) }
        if let warned, own.sawWarning {
          warned[index] = true
          own.sawWarning = false
        }
        return model
      } catch {
        throw error.inside(.index(index))
      }
    }
    // What a part's own context saw (`sawWarning`) is the caller's; given contexts are the caller's to take.
    if partContexts == nil { contexts.forEach(context.absorb) }
    return models
  }

  /// The models of an XML plist's root array, read in parts on every core (see
  /// `PlistReader.forEachXMLRootNode`); nil when the file is too small to be worth it, or is
  /// not XML with an array at its root.
  static func decodeXML<M: PlistModel>(
    _ type: M.Type, bytes: [UInt8], context: ModelContext, parts: Int? = nil
  ) throws(PlistError) -> Result<[M], ModelError>? {
    try bytes.withByteView { view throws(PlistError) in try decodeXML(M.self, bytes: view, context: context, parts: parts) }
  }

  @inlinable
  static func decodeXML<M: PlistModel>(
    _ type: M.Type, bytes: ByteView, context: ModelContext, parts: Int? = nil
  ) throws(PlistError) -> Result<[M], ModelError>? {
    precondition(!context.collectsWarnings, "warnings are collected in order, by the sequential decode")
    let parts = parts ?? Parts.count(for: bytes.count, minimum: PlistReader.xmlBytesPerThread)
    guard parts > 1 else { return nil }
    // Each part's models and failure (by its index within the part), one slot per part.
    let models = PartSlots<[M]>(count: parts, repeating: [])
    let failures = PartSlots<ModelError?>(count: parts, repeating: nil)
    defer {
      models.deallocate()
      failures.deallocate()
    }
    // A context a part, as `decode` gives: a context's key table and path are one thread's.
    let contexts = (0..<parts).map { _ in context.forPart() }
    let read = try PlistReader.forEachXMLRootNode(bytes, parts: parts) { part, element, _ in
      do throws(ModelError) {
        models[part].append(try M.convert(element, context: contexts[part]))
        return true
      } catch {
        failures[part] = error
        return false
      }
    }
    guard let read else { return nil }
    contexts.prefix(read).forEach(context.absorb)
    // The first part's array grows to hold them all (moved, not copied), and each other part's
    // is let go once appended: a 100k pack's models never exist twice over.
    let total = (0..<read).reduce(0) { $0 + models[$1].count }
    var all: [M] = []
    for part in 0..<read {
      if let failure = failures[part] { return .failure(failure.inside(.index(all.count + models[part].count))) }
      if part == 0 {
        swap(&all, &models[0])
        all.reserveCapacity(total)
      } else {
        all.append(contentsOf: models[part])
        models[part] = []
      }
    }
    return .success(all)
  }
}
