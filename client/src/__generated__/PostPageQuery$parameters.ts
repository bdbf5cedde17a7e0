/**
 * @generated SignedSource<<9360c98fc0cd9debb8257a633be7e59f>>
 * @relayHash 8d8db32ed7f1436552184bcf5c733200
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d8db32ed7f1436552184bcf5c733200

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8d8db32ed7f1436552184bcf5c733200",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
