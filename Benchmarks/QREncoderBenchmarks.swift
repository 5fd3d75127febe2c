import QREncoder

func registerQREncoderBenchmarks(_ registry: inout BenchmarkRegistry) {
}
