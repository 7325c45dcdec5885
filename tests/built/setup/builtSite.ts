/** The tests of the built site (tests/built) read dist/: it must be a build of the sources as they are. */
import { assertFreshBuild } from '../../support/freshBuild';

export default function setup() {
  assertFreshBuild();
}
