/**
 * @generated SignedSource<<2227df1fbf8ef07ba1cbe450f272246b>>
 * @relayHash 510e8a9fd5807ddfb8bbc587886ba4a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 510e8a9fd5807ddfb8bbc587886ba4a8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "510e8a9fd5807ddfb8bbc587886ba4a8",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
