# The commands people type. `make run` and `make test` work on a fresh machine: they install
# libyaml when pkg-config cannot find it.
PREFIX ?= /usr/local
SWIFT ?= swift
OUT ?= dist
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RELEASE_BIN = .build/release/curriculum

.PHONY: run test build deps schemas samples docs install lint clean bench bench-corpus fuzz pin-curriculum rule-tests

deps:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null; then \
		echo "installing libyaml-dev (pkg-config cannot find yaml-0.1)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libyaml-dev pkg-config; \
	fi

EMBEDDED_SCHEMAS = Sources/CurriculumCompiler/Schema/EmbeddedSchemas.swift
## schemas: compile schemas/ into the binary's source (EMBEDDED_SCHEMAS); rewrites it only if they differ
schemas: deps
	$(SWIFT) build -c release --product embed-files
	.build/release/embed-files schemas $(EMBEDDED_SCHEMAS)

EMBEDDED_SAMPLES = Sources/CurriculumScaffold/EmbeddedItemSamples.swift
## samples: compile schemas/item-samples/ (the example items `curriculum new` writes) into the binary's source (EMBEDDED_SAMPLES); rewrites it only if they differ
samples: deps
	$(SWIFT) build -c release --product embed-files
	.build/release/embed-files --item-samples schemas/item-samples $(EMBEDDED_SAMPLES)

RULES_DOC = docs/rules.md
## docs: regenerate docs/rules.md from the rules' own descriptions
docs: build
	$(RELEASE_BIN) rules --format markdown > $(RULES_DOC).new && mv $(RULES_DOC).new $(RULES_DOC)

build: schemas samples
	$(SWIFT) build -c release --product curriculum

## run: build the tool and compile curriculum/ into dist/
run: build
	@$(RELEASE_BIN) build curriculum --out $(OUT)

## lint: check curriculum/ and report every problem
lint: build
	@$(RELEASE_BIN) lint curriculum

# The suite runs optimized, in its own build folder so it never rebuilds `make build`'s: it
# takes a third of the time a debug build does. `CURRICULUM_CHECKS` keeps the checks debug
# builds make (JSON keys written in order) switched on.
TEST_FLAGS = -c release --scratch-path .build-test -Xswiftc -enable-testing -Xswiftc -DCURRICULUM_CHECKS
## test: the whole test suite
test: deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	$(SWIFT) test --skip-build $(TEST_FLAGS)

# The tests run on a copy of curriculum/, so a change in progress there fails only the tests
# that check curriculum/ itself (Tests/CurriculumCompilerTests/ShippedCurriculum/).
PINNED = Tests/pinned/curriculum
## pin-curriculum: copy curriculum/ to Tests/pinned/curriculum, the curriculum the tests run on; run it once a content change lints clean
pin-curriculum:
	mkdir -p $(dir $(PINNED))
	rm -rf $(PINNED).new
	cp -R curriculum $(PINNED).new
	rm -rf $(PINNED)
	mv $(PINNED).new $(PINNED)

RULE_TESTS = Tests/CurriculumCompilerTests/Rules/RuleTests+Generated.swift
## rule-tests: regenerate RULE_TESTS, one test per rule (`swift test --filter RuleTests/test_ITEM_ANSWER`), after adding or removing a rule
rule-tests: deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	CURRICULUM_WRITE_RULE_TESTS=1 $(SWIFT) test --skip-build $(TEST_FLAGS) --filter RuleTests/testTheGeneratedTestsAreThoseOfTheRegistry

## install: the binary, one file with the schemas compiled in, as $(PREFIX)/bin/curriculum
install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/curriculum
	@# Earlier versions installed their schemas in a folder beside the binary; it is unused now.
	rm -rf $(DESTDIR)$(PREFIX)/bin/curriculum_CurriculumCompiler.resources

clean:
	rm -rf .build .build-test $(OUT)

ITEMS ?= 10000
## bench-corpus: a valid synthetic curriculum of ITEMS items in OUT (copies of curriculum/)
bench-corpus: deps
	$(SWIFT) build -c release --product curriculum-bench
	.build/release/curriculum-bench corpus --items $(ITEMS) --out $(OUT)

## bench: lint and build at 10,000 and 100,000 items against the libyaml floor; the language server's edit latency and memory; preview against build, and preview --watch's save-to-page time
bench: deps
	$(SWIFT) build -c release
	.build/release/curriculum-bench run --sizes 10000,100000 --runs 5
	.build/release/curriculum-bench lsp --edits 10000
	.build/release/curriculum-bench preview --runs 5 --saves 50

SECONDS ?= 60
FUZZ_FLAGS = -c release --product curriculum-fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -D -Xswiftc FUZZING -Xswiftc -parse-as-library
## fuzz: libFuzzer over load → schema → rules → reporters for SECONDS; crashes land in .build-fuzz/crashes/
fuzz: deps
	$(SWIFT) build $(FUZZ_FLAGS)
	mkdir -p .build-fuzz/corpus .build-fuzz/crashes
	.build-fuzz/release/curriculum-fuzz .build-fuzz/corpus Tests/CurriculumCompilerTests/Fixtures/fuzz-seeds \
		-max_total_time=$(SECONDS) -max_len=8192 -timeout=10 -artifact_prefix=.build-fuzz/crashes/
