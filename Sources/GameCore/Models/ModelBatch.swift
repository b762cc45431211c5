/// Builds the models of many elements that can be read in any order, on every core: a
/// binary plist's root array once checked. Models are values built from nodes that are only
/// read, so the halves need nothing from each other; each model lands at its own index.
@usableFromInline enum ModelBatch {
  /// Below this many elements a second thread costs more than it saves.
  @usableFromInline static let elementsPerThread = 4096

  /// The models of elements `0..<count`, or the error of the first element (by index) that
  /// fails. Needs a context that collects no warnings (lint decodes in order instead).
  @inlinable
  static func decode<M: PlistModel>(
    _ type: M.Type, count: Int, element: (Int) -> PlistNode, context: ModelContext
  ) -> Result<[M], ModelError> {
    precondition(!context.collectsWarnings, "warnings are collected in order, by the sequential decode")
    guard count > 0 else { return .success([]) }
    let parts = Parts.count(for: count, minimum: elementsPerThread)
    // Where each part stopped (the count it built) and why, one slot per part.
    let built = UnsafeMutablePointer<Int>.allocate(capacity: parts)
    let failures = UnsafeMutablePointer<ModelError?>.allocate(capacity: parts)
    built.initialize(repeating: 0, count: parts)
    failures.initialize(repeating: nil, count: parts)
    defer {
      built.deallocate()
      failures.deinitialize(count: parts)
      failures.deallocate()
    }
    let models = [M](unsafeUninitializedCapacity: count) { buffer, initialized in
      let base = buffer.baseAddress!
      // Each part writes only its own slots and its own range of the buffer.
      Parts.run(parts, over: count) { part, range in
        for index in range {
          do throws(ModelError) {
            (base + index).initialize(to: try M.convert(element(index), context: context))
            built[part] += 1
          } catch {
            failures[part] = error.inside(.index(index))
            return
          }
        }
      }
      if (0..<parts).contains(where: { failures[$0] != nil }) {
        for part in 0..<parts { (base + Parts.range(part, of: parts, over: count).lowerBound).deinitialize(count: built[part]) }
        initialized = 0
      } else {
        initialized = count
      }
    }
    if let failure = (0..<parts).lazy.compactMap({ failures[$0] }).first { return .failure(failure) }
    return .success(models)
  }
}

