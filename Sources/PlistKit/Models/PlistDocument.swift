#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A plist file's bytes with the name messages use for it; decodes models and puts the file
/// name and line on every error.
public struct PlistDocument: Sendable {
  /// The name shown in messages (the path as the user gave it, or relative to the pack).
  public let name: String
  /// The file's bytes, read whole (never mapped: see `FileBytes`), lent to the readers.
  @usableFromInline let storage: DocumentBytes

  /// A document of `bytes`, named `name` in its errors.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    storage = DocumentBytes(bytes)
  }

  /// A document of `data`'s bytes, read where they lie.
  init(name: String, data: Data) {
    self.name = name
    storage = DocumentBytes(data)
  }

  /// Reads `path`; the file's errors become `LoadError.file`.
  public init(contentsOf path: String, name: String? = nil) throws(LoadError) {
    self.name = name ?? path
    storage = try DocumentBytes(contentsOf: path, name: self.name)
  }

  /// The bytes as an array.
  public var bytes: [UInt8] { storage.bytes }

  /// How many bytes the file has.
  public var byteCount: Int { storage.count }

  /// The bytes lent as a view, valid during the call.
  @usableFromInline
  func withByteView<T, E: Error>(_ body: (ByteView) throws(E) -> T) throws(E) -> T {
    try storage.withByteView(body)
  }

  /// The file's form, told from its first bytes; nil when it looks like no plist.
  public var format: PlistFormat? { withByteView { PlistFormat.detect($0) } }

  /// The whole plist as values.
  public func value() throws(LoadError) -> PlistValue {
    do throws(PlistError) {
      return try withByteView { bytes throws(PlistError) in try PlistReader.read(bytes) }
    } catch {
      throw .syntax(error.inFile(name))
    }
  }

  /// What the root array starts with, for telling a pack's mode: its first element, or the
  /// root itself when it is not an array (see `PlistReader.FirstElement`). A binary file's
  /// first element is checked alone, not the whole file.
  public func firstRootElement() throws(LoadError) -> PlistReader.FirstElement {
    do throws(PlistError) {
      return try withByteView { bytes throws(PlistError) in try PlistReader.firstRootElement(bytes) }
    } catch {
      throw .syntax(error.inFile(name))
    }
  }

  /// How many elements the root array has, counted without building values or models; nil
  /// when the root is not an array.
  public func rootElementCount() throws(LoadError) -> Int? {
    var count = 0
    let isArray = try forEachRootElement { _ in
      count += 1
      return true
    }
    return isArray ? count : nil
  }

  /// How many elements the root array says it has, where the form says it before them (a
  /// binary file: read after checking only the first element); nil for text, or a root that is
  /// not an array.
  package func statedRootElementCount() throws(LoadError) -> Int? {
    do throws(PlistError) {
      return try withByteView { bytes throws(PlistError) in try PlistReader.statedRootCount(bytes) }
    } catch {
      throw .syntax(error.inFile(name))
    }
  }

  /// Calls `body` with each element of the root array in order, read in place (a node valid
  /// only during the call), until it returns false: a look at the first elements costs only
  /// them. False when the root is not an array (`body` then never runs).
  package func forEachRootElement(_ body: @escaping (PlistNode) -> Bool) throws(LoadError) -> Bool {
    do throws(PlistError) {
      let root = try withByteView { bytes throws(PlistError) in try PlistReader.forEachRootNode(bytes, body) }
      return root == nil
    } catch {
      throw .syntax(error.inFile(name))
    }
  }

  /// Runs `body` with the root read in place (see `PlistReader.withRootNode`): a conversion or
  /// a walk over the file without building its values as a tree.
  public func withRootNode<T>(_ body: (PlistNode) -> T) throws(LoadError) -> T {
    do throws(PlistError) {
      return try withByteView { bytes throws(PlistError) in try PlistReader.withRootNode(bytes, body) }
    } catch {
      throw .syntax(error.inFile(name))
    }
  }

  /// The models of a root array of dictionaries, decoded one element at a time (a large binary
  /// or XML plist's on every core, see `ModelBatch`).
  @inlinable
  public func decodeArray<M: PlistModel>(of type: M.Type, context: ModelContext = ModelContext()) throws(LoadError) -> [M] {
    if !context.collectsWarnings {
      let batch: Result<[M], ModelError>?
      do throws(PlistError) {
        batch = try withByteView { buffer throws(PlistError) in
          if let binary = try PlistReader.withBinaryRootArray(buffer, { count, element in
            ModelBatch.decode(M.self, count: count, element: element, context: context)
          }) {
            return binary
          }
          return try ModelBatch.decodeXML(M.self, bytes: buffer, context: context)
        }
      } catch {
        throw .syntax(error.inFile(name))
      }
      switch batch {
      case .success(let models)?: return models
      case .failure(let failure)?: throw .model(located(failure))
      case nil: break
      }
    }
    var models: [M] = []
    var failure: ModelError?
    var index = 0
    var rootDescription: String?
    do throws(PlistError) {
      let root = try withByteView { buffer throws(PlistError) in try PlistReader.forEachRootNode(buffer, expecting: { models.reserveCapacity($0) }) { element in
        do throws(ModelError) {
          models.append(try context.descend(into: .index(index)) { () throws(ModelError) in try M.convert(element, context: context) })
        } catch {
          failure = error.inside(.index(index))
          return false
        }
        index += 1
        return true
      } }
      rootDescription = root?.foundDescription
    } catch {
      throw .syntax(error.inFile(name))
    }
    if let failure { throw .model(located(failure)) }
    if let rootDescription {
      throw .model(located(ModelError(.mismatch(expected: "an array of dictionaries at the root", found: rootDescription))))
    }
    if context.collectsWarnings { context.locateWarnings(lines(of:)) }
    return models
  }

  /// A model from a root dictionary.
  public func decode<M: PlistModel>(_ type: M.Type, context: ModelContext = ModelContext()) throws(LoadError) -> M {
    let decoded: Result<M, ModelError>
    do throws(PlistError) {
      decoded = try withByteView { buffer throws(PlistError) in
        guard context.collectsWarnings else {
          return try PlistReader.withRootNode(buffer) { root in
            Result { () throws(ModelError) in try M.convert(root, context: context) }
          }
        }
        return try PlistReader.withRootNodeAndPositions(buffer) { root, positions in
          context.valuePositions = positions
          return Result { () throws(ModelError) in try M.convert(root, context: context) }
        }
      }
    } catch {
      throw .syntax(error.inFile(name))
    }
    switch decoded {
    case .success(let model):
      if context.collectsWarnings {
        context.locateWarnings { paths in lines(of: paths, values: context.valuePositions) }
      }
      return model
    case .failure(let error):
      throw .model(located(error))
    }
  }

  /// A model from the root dictionary of the file at `path`, as `decode(_:context:)` on its
  /// document gives, but an XML, OpenStep or JSON file's bytes are let go as soon as they are
  /// read into tokens: a 50 MB catalog is not held beside the models made from it. The line of
  /// a model's error is then found by reading the file again, and left out when the file was
  /// changed since. A context that collects warnings needs the bytes to place them: with one,
  /// this reads the document and keeps it.
  public static func decode<M: PlistModel>(
    _ type: M.Type, contentsOf path: String, name: String? = nil, context: ModelContext = ModelContext()
  ) throws(LoadError) -> M {
    let shown = name ?? path
    if context.collectsWarnings { return try PlistDocument(contentsOf: path, name: shown).decode(type, context: context) }
    let stamp = FileStamp(path)
    var bytes = try FileBytes.contents(of: path, name: shown)
    let decoded: Result<M, ModelError>
    do throws(PlistError) {
      decoded = try ByteView.lend(discardable: &bytes) { view, discard throws(PlistError) in
        try PlistReader.withRootNode(view, afterReading: discard) { root in
          Result { () throws(ModelError) in try M.convert(root, context: context) }
        }
      }
    } catch {
      throw .syntax(error.inFile(shown))
    }
    switch decoded {
    case .success(let model):
      return model
    case .failure(let error):
      throw .model(located(error, inFileAt: path, name: shown, readAs: stamp))
    }
  }

  /// `error` with its file and, from the file read again, its line; no line when the file is no
  /// longer the one read (`stamp`), which would give another value's line.
  static func located(_ error: ModelError, inFileAt path: String, name: String, readAs stamp: FileStamp?) -> ModelError {
    var unplaced = error
    unplaced.file = name
    guard let stamp, FileStamp(path) == stamp, let again = try? PlistDocument(contentsOf: path, name: name),
          FileStamp(path) == stamp else { return unplaced }
    return again.located(error)
  }

  /// The lines of many values in one pass over the file.
  public func lines(of paths: [PlistPath]) -> [PlistPath: Int] {
    withByteView { PlistReader.locations(of: paths, in: $0) }.compactMapValues { location in
      if case .line(let line, _) = location { return line }
      return nil
    }
  }

  /// The 1-based line where the value at `path` starts, for text plists.
  public func line(of path: PlistPath) -> Int? {
    if case .line(let line, _)? = withByteView({ PlistReader.locations(of: [path], in: $0)[path] }) { return line }
    return nil
  }

  /// `error` with this document's name and the line of its path.
  public func located(_ error: ModelError) -> ModelError {
    var copy = error
    copy.file = name
    copy.line = line(of: error.path)
    return copy
  }
}
