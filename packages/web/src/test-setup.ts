import { configure } from '@testing-library/react';

// CI runs the web tests beside the server tests on two cores: a lazily loaded module or a
// stubbed answer can take over a second there, which the library's default wait of 1 s
// counts as a failure although the screen is right.
configure({ asyncUtilTimeout: 5000 });
