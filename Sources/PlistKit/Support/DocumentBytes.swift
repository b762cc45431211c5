/// A document's bytes, read whole (see `FileBytes` for why never mapped).
public final class DocumentBytes: Sendable {
  private let array: [UInt8]
  public var count: Int { array.count }

  public init(_ bytes: [UInt8]) {
    array = bytes
  }

  /// Reads `path`; its errors name the file as `name`.
  public init(contentsOf path: String, name: String) throws(LoadError) {
    array = try FileBytes.contents(of: path, name: name)
  }

  /// The bytes, valid during the call.
  @inlinable
  public func withBuffer<T, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T) throws(E) -> T {
    try withStorage(body)
  }

  @usableFromInline
  func withStorage<T, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T) throws(E) -> T {
    try array.withUnsafeBufferPointer { buffer throws(E) in try body(buffer) }
  }

  /// The bytes as an array.
  public var bytes: [UInt8] { array }
}
