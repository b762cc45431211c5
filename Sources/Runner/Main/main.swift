#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Runner

exit(ArcadeProcess.run(builtInPacks: embeddedBuiltInPacks))
