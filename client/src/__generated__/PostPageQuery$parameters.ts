/**
 * @generated SignedSource<<91c345a11d8722a2a5377c4cdaf8c903>>
 * @relayHash d8473f484dc95d04c4d11c3682a5365e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8473f484dc95d04c4d11c3682a5365e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d8473f484dc95d04c4d11c3682a5365e",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
