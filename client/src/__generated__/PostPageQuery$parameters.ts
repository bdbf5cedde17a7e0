/**
 * @generated SignedSource<<8d985072de02f5389868bcb2615a0dbb>>
 * @relayHash 0bd7df8063f2ce7aa5295a72567209b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bd7df8063f2ce7aa5295a72567209b1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0bd7df8063f2ce7aa5295a72567209b1",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
