/**
 * @generated SignedSource<<7cc55496b6889b808281c5f7d7940e10>>
 * @relayHash 2d85055f233ff3f1b75b0624455de1cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d85055f233ff3f1b75b0624455de1cb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2d85055f233ff3f1b75b0624455de1cb",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
