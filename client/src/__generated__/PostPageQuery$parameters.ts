/**
 * @generated SignedSource<<96d1f50d49a1f3d94fb505501198e4cf>>
 * @relayHash 8d76580182c180aa986f8fdd7cf200c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d76580182c180aa986f8fdd7cf200c5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8d76580182c180aa986f8fdd7cf200c5",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
