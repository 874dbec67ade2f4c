import sys

from bench.workspaces import main

sys.exit(main())
