import BookLibrary

func registerBookLibraryBenchmarks(_ registry: inout BenchmarkRegistry) {
}
