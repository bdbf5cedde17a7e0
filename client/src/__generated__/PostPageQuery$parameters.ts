/**
 * @generated SignedSource<<67d65add7127ad8d0c053be01f1b04db>>
 * @relayHash 5911347fe70f3910521c096dc0fef2e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5911347fe70f3910521c096dc0fef2e9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5911347fe70f3910521c096dc0fef2e9",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
