/**
 * How long `findBy…` and `waitFor` wait before they fail: 5 s instead of Testing Library's 1 s. Under the CI's load
 * (the Workers suite beside these tests on two cores) a fetcher's answer through a data router took over a second to
 * render; a wait ends as soon as its condition holds, so a passing test is no slower.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5_000 });
