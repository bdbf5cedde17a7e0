/**
 * @generated SignedSource<<c7ed571bf08c2a844a1cf1a7bff6ca6a>>
 * @relayHash 076ac3bd57d35682def92bc56a2c7c91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 076ac3bd57d35682def92bc56a2c7c91

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "076ac3bd57d35682def92bc56a2c7c91",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
